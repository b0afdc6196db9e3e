import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUnreadNotificationsResponse } from '@shared/schemas/notification.schema';
import { apiJsonDeferred } from '../api-client';

export const UNREAD_NOTIFICATIONS_QUERY_KEY = ['/api/notifications/unread'] as const;

/**
 * GET /api/notifications/unread: the bell's count, refreshed every minute while the page is open. Here rather
 * than in the notifications feature because the agent dashboard shows the same count: one query, one cache entry.
 * Its schema (and zod) loads with the answer, as the session's does, so the header keeps them out of the first chunk.
 */
export const getUnreadNotifications = (signal?: AbortSignal): Promise<TUnreadNotificationsResponse> =>
  apiJsonDeferred('/api/notifications/unread', () => import('@shared/schemas/notification.schema').then((m) => m.ZUnreadNotificationsResponseSchema), {
    signal,
  });

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY, queryFn: ({ signal }) => getUnreadNotifications(signal), refetchInterval: 60_000 });

export function useUnreadNotifications() {
  return useQuery(getUnreadNotificationsQueryOptions());
}

/** The search parameter that opens the bell's list wherever the header shows it (the dashboard's count links to it). */
export const OPEN_NOTIFICATIONS_PARAM = 'notifications';
export const OPEN_NOTIFICATIONS_SEARCH = `?${OPEN_NOTIFICATIONS_PARAM}=open`;
