import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDashboardStatsSchema, type TDashboardStats } from '@shared/schemas/dashboard.schema';
import { apiJson } from '../api-client';

export const DASHBOARD_STATS_QUERY_KEY = ['/api/dashboard/stats'] as const;

/** GET /api/dashboard/stats: the caller's own counts (needs login). */
export const getDashboardStats = (): Promise<TDashboardStats> => apiJson('/api/dashboard/stats', ZDashboardStatsSchema);

/** Spec §7: no retry. */
export const getDashboardStatsQueryOptions = () => queryOptions({ queryKey: DASHBOARD_STATS_QUERY_KEY, queryFn: getDashboardStats, retry: false });

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
