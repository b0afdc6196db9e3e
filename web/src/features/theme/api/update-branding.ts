import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBrandingSchema, type TBranding, type TUpdateBrandingRequest } from '@shared/schemas/profile.schema';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/api/get-current-user';
import { PUBLIC_PROFILE_QUERY_KEY } from '../../../lib/api/get-public-profile';
import { BRANDING_QUERY_KEY } from './get-branding';

/** PUT /api/profile (agents and brokers): the whole Theme form; omitted fields keep their stored value. */
export const updateBranding = (payload: TUpdateBrandingRequest): Promise<TBranding> =>
  apiJson('/api/profile', ZBrandingSchema, { method: 'PUT', body: payload });

/** Saves, then refreshes the session user (dashboard badges) and any public profile already read. */
export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranding,
    onSuccess: (branding) => {
      queryClient.setQueryData(BRANDING_QUERY_KEY, branding);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_PROFILE_QUERY_KEY });
    },
  });
}
