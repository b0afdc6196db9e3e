import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOwnSignInFormSchema, type TOwnSignInForm, type TSaveSignInFormRequest } from '@shared/schemas/lead-capture.schema';
import { apiJson } from '../../../lib/api-client';
import { getOwnSignInFormQueryOptions, ownSignInFormPath } from './get-own-sign-in-form';

type TSaveSignInForm = { propertyId: string; openHouseId: string; form: TSaveSignInFormRequest };

/** PUT …/open-houses/{openHouseId}/sign-in-form: the agent's questions; opens the visitor's link. */
export const saveSignInForm = ({ form, ...ref }: TSaveSignInForm): Promise<TOwnSignInForm> =>
  apiJson(ownSignInFormPath(ref), ZOwnSignInFormSchema, { method: 'PUT', body: form });

export function useSaveSignInForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSignInForm,
    onSuccess: (saved, { propertyId, openHouseId }) => queryClient.setQueryData(getOwnSignInFormQueryOptions({ propertyId, openHouseId }).queryKey, saved),
  });
}
