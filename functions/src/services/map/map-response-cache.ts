import type { TGeoCounter } from '../../data/geo-counter-records';
import { worldRuns } from '../../data/geohash';
import { listGeoCountsInRuns } from '../../data/listing-geo-repository';
import { listOpenHousesInWindow } from '../../data/open-house-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { prepareBody, type TPreparedBody } from '../../platform/prepared-body';
import { createRefreshingValue } from '../../platform/refreshing-value';
import { createTtlCache } from '../../platform/ttl-cache';
import type { TDeps } from '../deps';
import { mapWindow } from './map-window';

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
 * 20,000 nationally, each with its listing's card copy): a container reads them by time (the month index)
 * once, then again in the background when 30 seconds old, answering from the last read meanwhile (waiting
 * only past 5 minutes). One read serves every box, zoom and filter, where reading the boxed listings per
 * request cost up to seconds at 100,000. Writes in this container forget them, as the answers above.
 */
let readerDeps: TDeps | undefined;
const windowOpenHouses = createRefreshingValue({
  freshMs: 30_000,
  maxStaleMs: 300_000,
  read: () => {
    const deps = readerDeps!;
    const now = deps.clock.now();
    return listOpenHousesInWindow(deps.db, { ...mapWindow(now), now });
  },
});

export function cachedMapOpenHouses(deps: TDeps): Promise<TOpenHouseRecord[]> {
  readerDeps = deps;
  return windowOpenHouses.get(deps.clock.now().getTime());
}

/**
 * The geo counters of the whole world (a few thousand items at 100,000 listings: one per 4-character cell
 * with listings), kept and refreshed as the open houses above: zoomed-out show=listings clusters add them up
 * for any box without a read.
 */
const worldGeoCounters = createRefreshingValue({
  freshMs: 30_000,
  maxStaleMs: 300_000,
  read: () => listGeoCountsInRuns(readerDeps!.db, { runs: worldRuns(), concurrency: 16 }),
});

export function cachedGeoCounters(deps: TDeps): Promise<TGeoCounter[]> {
  readerDeps = deps;
  return worldGeoCounters.get(deps.clock.now().getTime());
}

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
};
