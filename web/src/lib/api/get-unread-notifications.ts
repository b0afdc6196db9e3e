import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUnreadNotificationsResponseSchema, type TUnreadNotificationsResponse } from '@shared/schemas/notification.schema';
import { apiJson } from '../api-client';

export const UNREAD_NOTIFICATIONS_QUERY_KEY = ['/api/notifications/unread'] as const;

/**
 * GET /api/notifications/unread: the bell's count, refreshed every minute while the page is open. Here rather
 * than in the notifications feature because the agent dashboard shows the same count: one query, one cache entry.
 */
export const getUnreadNotifications = (signal?: AbortSignal): Promise<TUnreadNotificationsResponse> => apiJson('/api/notifications/unread', ZUnreadNotificationsResponseSchema, { signal });

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY, queryFn: ({ signal }) => getUnreadNotifications(signal), refetchInterval: 60_000 });

export function useUnreadNotifications() {
  return useQuery(getUnreadNotificationsQueryOptions());
}

/** The search parameter that opens the bell's list wherever the header shows it (the dashboard's count links to it). */
export const OPEN_NOTIFICATIONS_PARAM = 'notifications';
export const OPEN_NOTIFICATIONS_SEARCH = `?${OPEN_NOTIFICATIONS_PARAM}=open`;
