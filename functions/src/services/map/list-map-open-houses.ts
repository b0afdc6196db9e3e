import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { listOpenHousesInWindow } from '../../data/open-house-repository';
import type { TDeps } from '../deps';
import { groupByProperty } from './group-by-property';
import { mapWindow } from './map-window';

/** At most this many open houses in one answer, the earliest (about 1 MB of JSON before compression). */
export const MAP_ALL_MAX_OPEN_HOUSES = 2000;

/**
 * Every active listing with open houses under way or starting within the map's widest window, read by
 * time from the month index (no Scan), the earliest MAP_ALL_MAX_OPEN_HOUSES of them (`truncated` says more exist);
 * the client narrows to Today / This Week / This Month.
 */
export async function listMapOpenHouses(deps: TDeps): Promise<TMapResponse> {
  const now = deps.clock.now();
  const { from, to } = mapWindow(now);
  const openHouses = await listOpenHousesInWindow(deps.db, { from, to, now, limit: MAP_ALL_MAX_OPEN_HOUSES });
  const truncated = openHouses.length > MAP_ALL_MAX_OPEN_HOUSES;
  return {
    generatedAt: now.toISOString(),
    from: from.toISOString(),
    to: to.toISOString(),
    properties: groupByProperty(openHouses.slice(0, MAP_ALL_MAX_OPEN_HOUSES)),
    truncated,
  };
}
