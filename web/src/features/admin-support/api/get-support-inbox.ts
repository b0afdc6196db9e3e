import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TSupportStatus } from '@shared/constants/support';
import { ZSupportInboxResponseSchema, type TSupportInboxResponse } from '@shared/schemas/support.schema';
import { apiJson } from '../../../lib/api-client';

/** Every status's inbox key starts with this, so a reply or a status change refreshes each. */
export const SUPPORT_INBOX_QUERY_KEY = ['/api/admin/support-requests'] as const;

/** GET /api/admin/support-requests?status=&cursor=: one page, priority first, then oldest first. */
export const getSupportInboxPage = (status: TSupportStatus, cursor: string | null, signal?: AbortSignal): Promise<TSupportInboxResponse> =>
  apiJson(`/api/admin/support-requests?${new URLSearchParams(cursor ? { status, cursor } : { status })}`, ZSupportInboxResponseSchema, { signal });

export const getSupportInboxQueryOptions = (status: TSupportStatus) =>
  infiniteQueryOptions({
    queryKey: [...SUPPORT_INBOX_QUERY_KEY, status],
    queryFn: ({ pageParam, signal }) => getSupportInboxPage(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useSupportInbox(status: TSupportStatus) {
  return useInfiniteQuery(getSupportInboxQueryOptions(status));
}
