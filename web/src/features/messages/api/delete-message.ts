import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteMessageResponseSchema } from '@shared/schemas/message.schema';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { removeMessage } from '../lib/message-cache';

/** DELETE /api/messages/{id}: gone from the agent's mailbox for good (the sender keeps their copy). */
export const deleteMessage = (id: string) => apiJson(`/api/messages/${encodeURIComponent(id)}`, ZDeleteMessageResponseSchema, { method: 'DELETE' });

/** Told here, not by the button: the deleted message (and its button) leaves the screen at once. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: ({ unreadCount }, id) => {
      removeMessage(queryClient, id, unreadCount);
      toast({ title: 'Message deleted', description: 'Message has been deleted permanently.' });
    },
    onError: () => toast({ title: 'Delete failed', description: 'The message could not be deleted. Please try again.', variant: 'destructive' }),
  });
}
