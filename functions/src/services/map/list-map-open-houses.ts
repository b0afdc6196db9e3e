import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { listOpenHousesInWindow } from '../../data/open-house-repository';
import type { TDeps } from '../deps';
import { groupByProperty } from './group-by-property';
import { mapWindow } from './map-window';

/**
 * Every active listing with open houses under way or starting within the map's widest window, read by
 * time from the month index (no Scan); the client narrows to Today / This Week / This Month.
 */
export async function listMapOpenHouses(deps: TDeps): Promise<TMapResponse> {
  const now = deps.clock.now();
  const { from, to } = mapWindow(now);
  const openHouses = await listOpenHousesInWindow(deps.db, { from, to, now });
  return { generatedAt: now.toISOString(), from: from.toISOString(), to: to.toISOString(), properties: groupByProperty(openHouses) };
}
