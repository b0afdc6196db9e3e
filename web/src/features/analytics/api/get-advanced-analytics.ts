import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdvancedAnalyticsResponseSchema } from '@shared/schemas/advanced-analytics.schema';
import type { TAdvancedAnalyticsQuery } from '@shared/schemas/analytics.schema';
import { apiJson } from '../../../lib/api-client';
import { ANALYTICS_QUERY_KEY, analyticsSearch, browserTimeZone } from './get-analytics';

/** GET /api/analytics/advanced: the range beside the previous period (the plan must include advanced analytics). */
export const getAdvancedAnalytics = (query: TAdvancedAnalyticsQuery, signal?: AbortSignal) =>
  apiJson(`/api/analytics/advanced?${analyticsSearch({ timeZone: browserTimeZone(), ...query })}`, ZAdvancedAnalyticsResponseSchema, { signal });

export const getAdvancedAnalyticsQueryOptions = (query: TAdvancedAnalyticsQuery) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, 'advanced', query],
    queryFn: ({ signal }) => getAdvancedAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });

/** Asked only once the basic answer says the plan includes it. */
export function useAdvancedAnalytics(query: TAdvancedAnalyticsQuery, isEnabled: boolean) {
  return useQuery({ ...getAdvancedAnalyticsQueryOptions(query), enabled: isEnabled });
}

/** The CSV of the same range, downloaded by the browser (the session cookie goes along). */
export const analyticsExportHref = (query: TAdvancedAnalyticsQuery) => `/api/analytics/export?${analyticsSearch({ timeZone: browserTimeZone(), ...query })}`;
