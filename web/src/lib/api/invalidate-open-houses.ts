import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_QUERY_KEY } from './get-dashboard-stats';
import { MAP_OPEN_HOUSES_QUERY_KEY } from '../../components/map/api/get-map-open-houses';
import { PROPERTIES_QUERY_KEY } from './get-properties';
import { SAVED_OPEN_HOUSES_QUERY_KEY } from './get-saved-open-houses';

/**
 * After an open house or a listing is created or removed: every list that shows open houses (listings and
 * their schedules, the maps, saved open houses, the dashboard counts) is refetched. Data never goes stale
 * on its own in this app, so whoever changes it says so.
 */
export function invalidateOpenHouseQueries(queryClient: QueryClient): void {
  for (const queryKey of [PROPERTIES_QUERY_KEY, MAP_OPEN_HOUSES_QUERY_KEY, SAVED_OPEN_HOUSES_QUERY_KEY, DASHBOARD_STATS_QUERY_KEY]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
