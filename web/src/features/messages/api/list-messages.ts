import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TMessageFolder } from '@shared/constants/messages';
import { ZListMessagesResponseSchema, type TListMessagesResponse } from '@shared/schemas/message.schema';
import { apiJson } from '../../../lib/api-client';

/** Every message list starts with this key; the folder and search text follow. */
export const MESSAGES_QUERY_KEY = ['messages', 'list'] as const;

type TListParams = { folder: TMessageFolder; q: string };

/** GET /api/messages?folder=…&q=…&cursor=…: one page, newest first, with the inbox's unread count. */
export function getMessages({ folder, q }: TListParams, cursor: string | undefined, signal?: AbortSignal): Promise<TListMessagesResponse> {
  const query = new URLSearchParams({ folder });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return apiJson(`/api/messages?${query.toString()}`, ZListMessagesResponseSchema, { signal });
}

export const getMessagesQueryOptions = (params: TListParams) =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, params.folder, params.q],
    queryFn: ({ pageParam, signal }) => getMessages(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The folder's messages; while a new search loads, the previous results stay on screen. */
export function useMessages(params: TListParams) {
  return useInfiniteQuery({ ...getMessagesQueryOptions(params), placeholderData: keepPreviousData });
}
