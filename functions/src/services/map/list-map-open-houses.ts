import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { GEO_INDEX_START_KEY, listOpenHousesPage } from '../../data/open-house-geo-repository';
import { GEO_PARTITION_PRECISION } from '../../data/table';
import type { TDeps } from '../deps';
import { groupByProperty } from './group-by-property';
import { cachedGeoCounters } from './map-response-cache';
import { mapWindow } from './map-window';

/** At most this many open houses in one page (about 1 MB of JSON before compression). */
export const MAP_ALL_MAX_OPEN_HOUSES = 2000;
/** Partitions (a coarse cell's week) read at once. */
const CONCURRENCY = 16;
/** What a cursor is bound to: this route's pages only. */
const CURSOR_QUERY = { route: 'map/all-open-houses' };

/**
 * One page of the active listings with open houses under way or starting within the map's widest window, from
 * the open houses' geo index: the coarse cells that hold listings (the geo counters' cells, which the container
 * keeps) by week, MAP_ALL_MAX_OPEN_HOUSES open houses at most, `cursor` for the next page (null after the last),
 * so no request reads the whole window. A listing whose open houses straddle two pages is in both.
 */
export async function listMapOpenHouses(deps: TDeps, input: { cursor?: string }): Promise<TMapResponse> {
  const startKey = decodeCursor(input.cursor, CURSOR_QUERY, GEO_INDEX_START_KEY);
  const now = deps.clock.now();
  const { from, to } = mapWindow(now, 'month');
  const cells = [...new Set((await cachedGeoCounters(deps)).map((counter) => counter.cell.slice(0, GEO_PARTITION_PRECISION)))];
  const page = await listOpenHousesPage(deps.db, { cells, now, to, limit: MAP_ALL_MAX_OPEN_HOUSES, concurrency: CONCURRENCY, startKey });
  return {
    generatedAt: now.toISOString(),
    from: from.toISOString(),
    to: to.toISOString(),
    properties: groupByProperty(page.items),
    truncated: page.next !== undefined,
    cursor: encodeCursor(page.next, CURSOR_QUERY),
  };
}
