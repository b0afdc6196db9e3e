import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageChangeResponseSchema, type TMessageChangeResponse } from '@shared/schemas/message.schema';
import { apiJson } from '../../../lib/api-client';
import { applyMessageChange } from '../lib/message-cache';

/** PUT /api/messages/{id}/draft: keeps the reply being written (an empty body removes the draft). */
export const saveDraft = (id: string, body: string): Promise<TMessageChangeResponse> =>
  apiJson(`/api/messages/${encodeURIComponent(id)}/draft`, ZMessageChangeResponseSchema, { method: 'PUT', body: { body } });

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => saveDraft(id, body),
    onSuccess: ({ item, unreadCount }) => applyMessageChange(queryClient, item, unreadCount),
  });
}
