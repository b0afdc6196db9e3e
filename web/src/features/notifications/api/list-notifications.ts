import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZListNotificationsResponseSchema, type TListNotificationsResponse } from '@shared/schemas/notification.schema';
import { apiJson } from '../../../lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;

/** GET /api/notifications: newest first, 20 a page. */
export const listNotifications = (cursor: string | undefined, signal?: AbortSignal): Promise<TListNotificationsResponse> =>
  apiJson(`/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, ZListNotificationsResponseSchema, { signal });

export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useNotifications(isEnabled: boolean) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled: isEnabled });
}
