import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageChangeResponseSchema, type TMessageChangeResponse, type TUpdateMessageRequest } from '@shared/schemas/message.schema';
import { apiJson } from '../../../lib/api-client';
import { toast, type TToastInput } from '../../../lib/toast';
import { applyMessageChange } from '../lib/message-cache';

/** PATCH /api/messages/{id}: read/unread, star/unstar, archive/unarchive (the receiving agent only). */
export const updateMessage = (id: string, change: TUpdateMessageRequest): Promise<TMessageChangeResponse> =>
  apiJson(`/api/messages/${encodeURIComponent(id)}`, ZMessageChangeResponseSchema, { method: 'PATCH', body: change });

/** `done`: the toast for an action the user asked for (none when opening a message marks it read). */
type TUpdateVariables = { id: string; change: TUpdateMessageRequest; done?: TToastInput };

/**
 * The outcome is told here rather than by the button: archiving takes the message out of the list, and
 * its buttons with it, before a caller's own callbacks could run.
 */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: TUpdateVariables) => updateMessage(id, change),
    onSuccess: ({ item, unreadCount }, { done }) => {
      applyMessageChange(queryClient, item, unreadCount);
      if (done) toast(done);
    },
    onError: (_error, { done }) => {
      if (done) toast({ title: 'Action failed', description: 'The message could not be updated. Please try again.', variant: 'destructive' });
    },
  });
}
