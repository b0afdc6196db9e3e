import type { TGeoCounter } from '../../data/geo-counter-records';
import { worldRuns } from '../../data/geohash';
import { listGeoCountsInRuns } from '../../data/listing-geo-repository';
import { prepareBody, type TPreparedBody } from '../../platform/prepared-body';
import { createRefreshingValue } from '../../platform/refreshing-value';
import { createTtlCache } from '../../platform/ttl-cache';
import type { TDeps } from '../deps';
import { forgetGeoCells } from './geo-cell-cache';

/**
 * The public map is the same for everyone and clients refetch it every 5 minutes, so a container keeps
 * each serialised (and compressed) answer for 15 seconds, by its request (an all-open-houses page, a viewport's
 * query). Concurrent requests that find it expired share one rebuild. Writes in this container forget them at
 * once; a new open house may take up to 15 seconds to reach another container's map (and CloudFront keeps
 * public map answers up to 30 seconds more, MAP_CACHE_CONTROL).
 */
const answers = createTtlCache<Promise<TPreparedBody>>({ ttlMs: 15_000, maxEntries: 100 });

/**
 * Public map answers are the same for everyone: CloudFront (its /api/map/* behaviour keys on the query string)
 * and browsers may keep one 30 seconds, and serve it 30 more while asking again.
 */
export const MAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

export const cachedMapAnswer = (key: string, nowMs: number, produce: () => Promise<unknown>): Promise<TPreparedBody> =>
  sharedRead(answers, key, nowMs, () => produce().then(prepareBody));

/**
 * Zoomed-out show=listings clusters come from the geo counters of the whole world (a few thousand at 100,000
 * listings, one per 4-character cell with listings; all-open-houses takes the coarse cells it pages from them).
 * A container reads them once, then again in the background when 30 seconds old, answering from the last read
 * meanwhile; a caller waits only once a read is a minute old, so an answer is never older than that. On Lambda
 * the writes run in other functions, so a change shows within that minute; in one process (npm start, the
 * tests) a write forgets them at once.
 */
const REFRESH = { freshMs: 30_000, maxStaleMs: 60_000 };
const worldGeoCounters = createRefreshingValue<TGeoCounter[]>(REFRESH);

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
  worldGeoCounters.forget();
  forgetGeoCells();
};
