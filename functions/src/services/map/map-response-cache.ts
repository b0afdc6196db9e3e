import type { TGeoCounter } from '../../data/geo-counter-records';
import { worldRuns } from '../../data/geohash';
import { listGeoCountsInRuns } from '../../data/listing-geo-repository';
import { listOpenHousesInWindow } from '../../data/open-house-repository';
import { prepareBody, type TPreparedBody } from '../../platform/prepared-body';
import { createRefreshingValue } from '../../platform/refreshing-value';
import { createTtlCache } from '../../platform/ttl-cache';
import type { TDeps } from '../deps';
import { forgetGeoCells } from './geo-cell-cache';
import { mapWindow } from './map-window';
import { toWindowOpenHouses, type TWindowOpenHouse } from './window-open-houses';

/**
 * The public map is the same for everyone and clients refetch it every 5 minutes, so a container keeps
 * the serialised (and compressed) answer for 15 seconds. Concurrent requests that find it expired share
 * one rebuild. Writes in this container forget it at once; a new open house may take up to 15 seconds
 * to reach another container's map.
 */
const answers = createTtlCache<Promise<TPreparedBody>>({ ttlMs: 15_000, maxEntries: 100 });

export const cachedMapAnswer = (key: string, nowMs: number, produce: () => Promise<unknown>): Promise<TPreparedBody> =>
  sharedRead(answers, key, nowMs, () => produce().then(prepareBody));

/**
 * Every map box with show=openHouses is answered from the open houses of the widest window (mapWindow; some
 * 20,000 nationally, each with its listing's card copy), and zoomed-out show=listings clusters from the geo
 * counters of the whole world (a few thousand at 100,000 listings, one per 4-character cell with listings). A
 * container reads each once (the open houses by time from the month index), then again in the background when
 * 30 seconds old, answering from the last read meanwhile; a caller waits only once a read is a minute old, so
 * an answer is never older than that. One read serves every box, zoom and filter, where reading the boxed
 * listings per request cost up to seconds at 100,000. On Lambda the writes run in other functions, so a change
 * shows within that minute; in one process (npm start, the tests) a write forgets both at once.
 */
const REFRESH = { freshMs: 30_000, maxStaleMs: 60_000 };
const windowOpenHouses = createRefreshingValue<TWindowOpenHouse[]>(REFRESH);
const worldGeoCounters = createRefreshingValue<TGeoCounter[]>(REFRESH);

export function cachedMapOpenHouses(deps: TDeps): Promise<TWindowOpenHouse[]> {
  const now = deps.clock.now();
  return windowOpenHouses.get(now.getTime(), async () => toWindowOpenHouses(await listOpenHousesInWindow(deps.db, { ...mapWindow(now), now })));
}

export const cachedGeoCounters = (deps: TDeps): Promise<TGeoCounter[]> =>
  worldGeoCounters.get(deps.clock.now().getTime(), () => listGeoCountsInRuns(deps.db, { runs: worldRuns(), concurrency: 16 }));

/** The cached read, or a new one that requests arriving meanwhile share; a failed read is not kept. */
function sharedRead<V>(cache: ReturnType<typeof createTtlCache<Promise<V>>>, key: string, nowMs: number, read: () => Promise<V>): Promise<V> {
  const cached = cache.get(key, nowMs);
  if (cached) return cached;
  const reading = read();
  cache.set(key, reading, nowMs);
  reading.catch(() => cache.delete(key));
  return reading;
}

export const forgetMapAnswers = () => {
  answers.deleteWhere(() => true);
  windowOpenHouses.forget();
  worldGeoCounters.forget();
  forgetGeoCells();
};
