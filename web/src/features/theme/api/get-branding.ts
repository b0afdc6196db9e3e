import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrandingSchema, type TBranding } from '@shared/schemas/profile.schema';
import { apiJson } from '../../../lib/api-client';

export const BRANDING_QUERY_KEY = ['/api/profile'] as const;

/** GET /api/profile: the caller's branding; `defaults` names the fields still on the spec's sample values. */
export const getBranding = (signal?: AbortSignal): Promise<TBranding> => apiJson('/api/profile', ZBrandingSchema, { signal });

export const getBrandingQueryOptions = () => queryOptions({ queryKey: BRANDING_QUERY_KEY, queryFn: ({ signal }) => getBranding(signal) });

export function useBranding(options: { isEnabled: boolean }) {
  return useQuery({ ...getBrandingQueryOptions(), enabled: options.isEnabled });
}
