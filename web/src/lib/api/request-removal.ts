import { useMutation } from '@tanstack/react-query';
import { ZRequestRemovalResponseSchema } from '@shared/schemas/privacy-request.schema';
import type { TRequestRemovalRequest } from '@shared/schemas/privacy-request.schema';
import { apiJson } from '../api-client';

/** POST /api/privacy/removal-requests: a link to the address; the same answer whether or not anything is held. */
export const requestRemoval = (body: TRequestRemovalRequest): Promise<{ message: string }> =>
  apiJson('/api/privacy/removal-requests', ZRequestRemovalResponseSchema, { method: 'POST', body, on401: 'throw' });

export function useRequestRemoval() {
  return useMutation({ mutationFn: requestRemoval });
}
