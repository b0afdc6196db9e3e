import type { TListPropertiesResponse } from '@shared/schemas/property.schema';
import type * as z from '@shared/zod';
import type { ZListPropertiesQuerySchema } from '@shared/schemas/property.schema';
import { browseActiveListings, countActiveListings } from '../../data/listing-browse-repository';
import { getAgentStats } from '../../data/agent-stats-repository';
import { countPropertiesByAgent, listPropertiesByAgent } from '../../data/property-repository';
import { listLinkedListingIds } from '../../data/linked-listing-repository';
import { getPropertiesByIds } from '../../data/property-repository';
import { isBrowsable } from '../../data/property-index-keys';
import { signedInUser, type TActor } from '../actor';
import type { TPropertyRecord } from '../../data/property-records';
import type { TMlsMemberRole } from '@shared/constants/mls';
import type { TDeps } from '../deps';
import { browseListingsInBox } from './browse-listings-in-box';
import { shownAgentsOf } from './shown-agents';
import { toPropertySummary, upcomingOf } from './to-property-view';

type TListQuery = z.output<typeof ZListPropertiesQuerySchema>;

/** Reads of the agent's links one page of linked listings may take (links to listings not shown are skipped). */
const LINKED_READS_PER_PAGE = 5;

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
  if (query.userId && query.relation === 'linked') return listLinkedListings(deps, { ...query, userId: query.userId });
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
      // The counters are kept per price bucket and bedroom count; other filters (and a range cutting a bucket) have no count to read.
      query.q || query.propertyType || query.minBathrooms ? Promise.resolve(null) : countActiveListings(deps.db, query),
    ]);
  }
  const agents = await shownAgentsOf(deps, page.items);
  return {
    items: page.items.map((p) => ({
      ...toPropertySummary(p, agents.get(p.id) ?? null, now),
      ...(query.include === 'openHouses' ? { openHouses: upcomingOf(p.upcomingOpenHouses ?? [], now) } : {}),
    })),
    nextCursor: page.nextCursor,
    total,
  };
}

/**
 * The MLS listings another account owns that name this agent too (co-list agent, broker by office): a page of
 * the agent's links (one Query on gsi2, then one BatchGet of the listings), each still naming the agent, with
 * its role. Only while public (on the market), for the agent too: another owner's draft or withdrawn listing
 * (and the edits made to it since) is the owner's alone. They are not the agent's:
 * `userId` and the plan count stay the owner's (`agent` is the listing's, shown-agents.ts). The total is known only when one page holds them all.
 */
async function listLinkedListings(deps: TDeps, query: TListQuery & { userId: string }): Promise<TListPropertiesResponse> {
  const now = deps.clock.now();
  // Links whose listing is not shown (not public, or no longer naming the agent) are skipped; the page is
  // filled from the next links (each read asks for exactly the places left, so the cursor never skips one).
  const linked: { property: TPropertyRecord; role: TMlsMemberRole }[] = [];
  let cursor = query.cursor;
  let nextCursor: string | null = null;
  for (let read = 0; read < LINKED_READS_PER_PAGE && linked.length < query.limit; read++) {
    const page = await listLinkedListingIds(deps.db, { userId: query.userId, limit: query.limit - linked.length, cursor });
    const properties = await getPropertiesByIds(deps.db, page.propertyIds);
    for (const id of page.propertyIds) {
      const property = properties.get(id);
      const link = property?.mls?.links.find((candidate) => candidate.userId === query.userId);
      if (!property || !link || property.userId === query.userId) continue;
      if (!(property.status === 'active' && isBrowsable(property))) continue;
      linked.push({ property, role: link.role });
    }
    nextCursor = page.nextCursor;
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  const agents = await shownAgentsOf(
    deps,
    linked.map(({ property }) => property),
  );
  return {
    items: linked.map(({ property, role }) => ({
      ...toPropertySummary(property, agents.get(property.id) ?? null, now),
      ...(query.include === 'openHouses' ? { openHouses: upcomingOf(property.upcomingOpenHouses ?? [], now) } : {}),
      linkedRole: role,
    })),
    nextCursor,
    total: !query.cursor && !nextCursor ? linked.length : null,
  };
}
