import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ZListNotificationsResponseSchema, ZUnreadNotificationsResponseSchema, type TListNotificationsResponse, type TUnreadNotificationsResponse } from '@shared/schemas/notification.schema';
import { apiJson } from '../../../lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;
export const UNREAD_NOTIFICATIONS_QUERY_KEY = ['/api/notifications/unread'] as const;

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

/** GET /api/notifications/unread: the bell's count, refreshed every minute while the page is open. */
export const getUnreadNotifications = (signal?: AbortSignal): Promise<TUnreadNotificationsResponse> => apiJson('/api/notifications/unread', ZUnreadNotificationsResponseSchema, { signal });

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY, queryFn: ({ signal }) => getUnreadNotifications(signal), refetchInterval: 60_000 });

export function useUnreadNotifications() {
  return useQuery(getUnreadNotificationsQueryOptions());
}
