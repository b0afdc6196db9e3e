import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageChangeResponseSchema, type TForwardRequest, type TMessageChangeResponse } from '@shared/schemas/message.schema';
import { apiJson } from '../../../lib/api-client';
import { applyMessageChange } from '../lib/message-cache';

/** POST /api/messages/{id}/forward: e-mails the inquiry, with an optional note, to another address. */
export const forwardMessage = (id: string, request: TForwardRequest): Promise<TMessageChangeResponse> =>
  apiJson(`/api/messages/${encodeURIComponent(id)}/forward`, ZMessageChangeResponseSchema, { method: 'POST', body: request });

export function useForwardMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: TForwardRequest }) => forwardMessage(id, request),
    onSuccess: ({ item, unreadCount }) => applyMessageChange(queryClient, item, unreadCount),
  });
}
