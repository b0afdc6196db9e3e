import type { TListPropertiesResponse } from '@shared/schemas/property.schema';
import type * as z from 'zod';
import type { ZListPropertiesQuerySchema } from '@shared/schemas/property.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { browseActiveListings, countActiveListings } from '../../data/listing-browse-repository';
import { getAgentStats } from '../../data/agent-stats-repository';
import { countPropertiesByAgent, listPropertiesByAgent } from '../../data/property-repository';
import { signedInUser, type TActor } from '../actor';
import type { TDeps } from '../deps';
import { browseListingsInBox } from './browse-listings-in-box';
import { toPropertySummary, upcomingOf } from './to-property-view';

type TListQuery = z.output<typeof ZListPropertiesQuerySchema>;

/**
 * A page of listings.
 * - with userId: that agent's listings, newest first; drafts only when the agent asks for their own; the
 *   first page carries the total (active ones from the agent's counter, the agent's own drafts counted)
 * - otherwise: active listings filtered and sorted on the server, with the exact total from the
 *   counters (null for a text search, a type or a bathroom minimum, which are filters over the index)
 * - with a box (bbox): the public listings inside it, from the geo index (browse-listings-in-box.ts)
 */
export async function listProperties(deps: TDeps, auth: TActor, query: TListQuery): Promise<TListPropertiesResponse> {
  const now = deps.clock.now();
  let page: Awaited<ReturnType<typeof browseActiveListings>>;
  let total: number | null = null;
  if (query.userId) {
    const isOwn = query.userId === signedInUser(auth)?.user.id;
    const status = isOwn ? query.status : 'active';
    const countListings = async (userId: string) =>
      status === 'active' ? (await getAgentStats(deps.db, userId)).activeListings : countPropertiesByAgent(deps.db, { userId, status });
    [page, total] = await Promise.all([
      listPropertiesByAgent(deps.db, { userId: query.userId, status, limit: query.limit, cursor: query.cursor }),
      query.cursor ? Promise.resolve(null) : countListings(query.userId),
    ]);
  } else if (query.bbox) {
    ({ total, ...page } = await browseListingsInBox(deps, { ...query, bbox: query.bbox }));
  } else {
    [page, total] = await Promise.all([
      browseActiveListings(deps.db, { ...query }),
      // The counters are kept per price bucket and bedroom count; other filters have no count to read.
      query.q || query.propertyType || query.minBathrooms ? Promise.resolve(null) : countActiveListings(deps.db, query),
    ]);
  }
  const agents = await getAgentSummaries(deps.db, page.items.map((p) => p.userId));
  return {
    items: page.items.map((p) => ({
      ...toPropertySummary(p, agents.get(p.userId) ?? null, now),
      ...(query.include === 'openHouses' ? { openHouses: upcomingOf(p.upcomingOpenHouses ?? [], now) } : {}),
    })),
    nextCursor: page.nextCursor,
    total,
  };
}
