import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSettingsSchema, type TSettings } from '@shared/schemas/settings.schema';
import { apiJson } from '../../../lib/api-client';

export const SETTINGS_QUERY_KEY = ['/api/settings'] as const;

/** GET /api/settings: stored per user; the defaults until first saved. */
export const getSettings = (signal?: AbortSignal): Promise<TSettings> => apiJson('/api/settings', ZSettingsSchema, { signal });

export const getSettingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
