import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUnreadNotificationsResponseSchema, type TUnreadNotificationsResponse } from '@shared/schemas/notification.schema';
import { apiJson } from '../../../lib/api-client';
import { UNREAD_NOTIFICATIONS_QUERY_KEY } from '../../../lib/api/get-unread-notifications';
import { NOTIFICATIONS_QUERY_KEY } from './list-notifications';

/** POST /api/notifications/{id}/read, or /read-all without an id. */
export const markNotificationsRead = (id?: string): Promise<TUnreadNotificationsResponse> =>
  apiJson(id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all', ZUnreadNotificationsResponseSchema, { method: 'POST' });

/** Marks one (an id) or all (none) read; the count comes back with the answer, the list is read again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => markNotificationsRead(id),
    onSuccess: (unread) => {
      queryClient.setQueryData(UNREAD_NOTIFICATIONS_QUERY_KEY, unread);
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  });
}
