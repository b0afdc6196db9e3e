import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZNotificationPrefsSchema, type TNotificationPrefs } from '@shared/schemas/notification.schema';
import { apiJson } from '../../../lib/api-client';

export const NOTIFICATION_PREFS_QUERY_KEY = ['/api/settings/notifications'] as const;

/** GET /api/settings/notifications: how new leads reach the caller (the defaults until saved). */
export const getNotificationPrefs = (signal?: AbortSignal): Promise<TNotificationPrefs> =>
  apiJson('/api/settings/notifications', ZNotificationPrefsSchema, { signal });

export const getNotificationPrefsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATION_PREFS_QUERY_KEY, queryFn: ({ signal }) => getNotificationPrefs(signal) });

export function useNotificationPrefs() {
  return useQuery(getNotificationPrefsQueryOptions());
}

/** PUT /api/settings/notifications. */
export const updateNotificationPrefs = (prefs: TNotificationPrefs): Promise<TNotificationPrefs> =>
  apiJson('/api/settings/notifications', ZNotificationPrefsSchema, { method: 'PUT', body: prefs });

export function useUpdateNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNotificationPrefs, onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFS_QUERY_KEY, saved) });
}
