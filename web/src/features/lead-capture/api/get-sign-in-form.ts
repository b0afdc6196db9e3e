import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSignInFormSchema, type TSignInForm } from '@shared/schemas/lead-capture.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/open-houses/{id}/sign-in-form: what the visitor's page shows (anyone). */
export const getSignInForm = (openHouseId: string, signal?: AbortSignal): Promise<TSignInForm> =>
  apiJson(`/api/open-houses/${encodeURIComponent(openHouseId)}/sign-in-form`, ZSignInFormSchema, { signal });

export const getSignInFormQueryOptions = (openHouseId: string) =>
  queryOptions({ queryKey: ['sign-in-form', openHouseId], queryFn: ({ signal }) => getSignInForm(openHouseId, signal) });

export function useSignInForm(openHouseId: string) {
  return useQuery(getSignInFormQueryOptions(openHouseId));
}
