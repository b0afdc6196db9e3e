import { useMutation } from '@tanstack/react-query';
import type { TCreateSignInRequest } from '@shared/schemas/lead-capture.schema';
import { ZCreateLeadResponseSchema } from '@shared/schemas/lead.schema';
import { apiJson } from '../../../lib/api-client';

type TCreateSignIn = { openHouseId: string; signIn: TCreateSignInRequest };

/** POST /api/open-houses/{id}/sign-ins (anyone; the same clientId twice makes one lead). */
export const createSignIn = ({ openHouseId, signIn }: TCreateSignIn) =>
  apiJson(`/api/open-houses/${encodeURIComponent(openHouseId)}/sign-ins`, ZCreateLeadResponseSchema, { method: 'POST', body: signIn, on401: 'throw' });

export function useCreateSignIn() {
  return useMutation({ mutationFn: createSignIn });
}
