import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOwnSignInFormSchema, type TOwnSignInForm } from '@shared/schemas/lead-capture.schema';
import { apiJson } from '../../../lib/api-client';

type TOpenHouseRef = { propertyId: string; openHouseId: string };

export const ownSignInFormPath = ({ propertyId, openHouseId }: TOpenHouseRef) =>
  `/api/properties/${encodeURIComponent(propertyId)}/open-houses/${encodeURIComponent(openHouseId)}/sign-in-form`;

/** GET …/open-houses/{openHouseId}/sign-in-form: the agent's sheet of one of their open houses. */
export const getOwnSignInForm = (ref: TOpenHouseRef, signal?: AbortSignal): Promise<TOwnSignInForm> =>
  apiJson(ownSignInFormPath(ref), ZOwnSignInFormSchema, { signal });

export const getOwnSignInFormQueryOptions = (ref: TOpenHouseRef) =>
  queryOptions({ queryKey: ['own-sign-in-form', ref.propertyId, ref.openHouseId], queryFn: ({ signal }) => getOwnSignInForm(ref, signal) });

export function useOwnSignInForm(ref: TOpenHouseRef) {
  return useQuery(getOwnSignInFormQueryOptions(ref));
}
