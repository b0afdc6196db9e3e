import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnalyticsResponseSchema, type TAnalyticsQuery } from '@shared/schemas/analytics.schema';
import { apiJson } from '../../../lib/api-client';

/** The browser's zone, sent so the server knows which day is today for the default range. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const ANALYTICS_QUERY_KEY = ['analytics'] as const;

/** Only the parameters that are set. */
export const analyticsSearch = (query: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();

/** GET /api/analytics: the caller's (or a broker's team's) counts over a range of days; the browser's zone says which day is today. */
export const getAnalytics = (query: TAnalyticsQuery, signal?: AbortSignal) =>
  apiJson(`/api/analytics?${analyticsSearch({ timeZone: browserTimeZone(), ...query })}`, ZAnalyticsResponseSchema, { signal });

export const getAnalyticsQueryOptions = (query: TAnalyticsQuery) =>
  queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, query], queryFn: ({ signal }) => getAnalytics(query, signal), placeholderData: keepPreviousData });

export function useAnalytics(query: TAnalyticsQuery) {
  return useQuery(getAnalyticsQueryOptions(query));
}
