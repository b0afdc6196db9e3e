import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageChangeResponseSchema, type TMessageChangeResponse } from '@shared/schemas/message.schema';
import { apiJson } from '../../../lib/api-client';
import { applyMessageChange } from '../lib/message-cache';

/** POST /api/messages/{id}/reply: stored on the conversation and e-mailed to the sender; clears the draft. */
export const replyToMessage = (id: string, body: string): Promise<TMessageChangeResponse> =>
  apiJson(`/api/messages/${encodeURIComponent(id)}/reply`, ZMessageChangeResponseSchema, { method: 'POST', body: { body } });

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => replyToMessage(id, body),
    onSuccess: ({ item, unreadCount }) => applyMessageChange(queryClient, item, unreadCount),
  });
}
