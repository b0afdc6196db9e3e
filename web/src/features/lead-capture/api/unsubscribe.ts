import { useMutation } from '@tanstack/react-query';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import { apiJson } from '../../../lib/api-client';

/** POST /api/mail/unsubscribe with an unsubscribe link's token (anyone holding the link). */
export const unsubscribe = (token: string) => apiJson('/api/mail/unsubscribe', ZMessageResponseSchema, { method: 'POST', body: { token }, on401: 'throw' });

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
