import { useMutation } from '@tanstack/react-query';
import { ZConfirmRemovalResponseSchema, type TConfirmRemovalResponse } from '@shared/schemas/privacy-request.schema';
import { apiJson } from '../../../lib/api-client';

/** POST /api/privacy/removal-requests/{token}: whoever holds the link removes the details given under its address. */
export const confirmRemoval = (token: string): Promise<TConfirmRemovalResponse> =>
  apiJson(`/api/privacy/removal-requests/${encodeURIComponent(token)}`, ZConfirmRemovalResponseSchema, { method: 'POST', on401: 'throw' });

export function useConfirmRemoval() {
  return useMutation({ mutationFn: confirmRemoval });
}
