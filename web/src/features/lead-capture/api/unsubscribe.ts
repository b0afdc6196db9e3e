import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import { ZUnsubscribeLinkSchema, type TUnsubscribeLink } from '@shared/schemas/lead-capture.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/mail/unsubscribe-links/{token}: what the link stops and whether that is done already (anyone holding the link). */
export const getUnsubscribeLink = (token: string, signal?: AbortSignal): Promise<TUnsubscribeLink> =>
  apiJson(`/api/mail/unsubscribe-links/${encodeURIComponent(token)}`, ZUnsubscribeLinkSchema, { signal, on401: 'throw' });

const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['unsubscribe-link', token], queryFn: ({ signal }) => getUnsubscribeLink(token, signal) });

export function useUnsubscribeLink(token: string) {
  return useQuery(unsubscribeLinkQueryOptions(token));
}

/** POST /api/mail/unsubscribe with an unsubscribe link's token (anyone holding the link). */
export const unsubscribe = (token: string) => apiJson('/api/mail/unsubscribe', ZMessageResponseSchema, { method: 'POST', body: { token }, on401: 'throw' });

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: () => queryClient.setQueryData(unsubscribeLinkQueryOptions(token).queryKey, (link) => link && { ...link, isDone: true }),
  });
}
