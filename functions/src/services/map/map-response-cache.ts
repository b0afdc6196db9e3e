import { prepareBody, type TPreparedBody } from '../../platform/prepared-body';
import { createTtlCache } from '../../platform/ttl-cache';

/**
 * The public map is the same for everyone and clients refetch it every 5 minutes, so a container keeps
 * the serialised (and compressed) answer for 15 seconds. Concurrent requests that find it expired share
 * one rebuild. Writes in this container forget it at once; a new open house may take up to 15 seconds
 * to reach another container's map.
 */
const answers = createTtlCache<Promise<TPreparedBody>>({ ttlMs: 15_000, maxEntries: 100 });

export function cachedMapAnswer(key: string, nowMs: number, produce: () => Promise<unknown>): Promise<TPreparedBody> {
  const cached = answers.get(key, nowMs);
  if (cached) return cached;
  const building = produce().then(prepareBody);
  answers.set(key, building, nowMs);
  building.catch(() => answers.delete(key));
  return building;
}

export const forgetMapAnswers = () => answers.deleteWhere(() => true);
