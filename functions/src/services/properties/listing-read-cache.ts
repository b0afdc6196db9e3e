import type { TPropertyRecord } from '../../data/property-records';
import { getProperty } from '../../data/property-repository';
import { createTtlCache } from '../../platform/ttl-cache';
import { shownAgentsWithMembersOf, type TShownAgents } from './shown-agents';
import type { TDeps } from '../deps';

/** A listing and who its page shows (shown-agents.ts): a registered MLS's listing names only members the MLS vouched for. */
type TListingRead = TShownAgents & { property: TPropertyRecord | null };

/**
 * Detail-page reads (listing + agent card) remembered for 2 seconds per container: a popular listing is
 * read from the table a few times a second at most, however many people open it. Writes in this
 * container forget the listing at once; another container may show it up to 2 seconds old.
 */
const reads = createTtlCache<TListingRead>({ ttlMs: 2_000, maxEntries: 5_000 });

export async function readListing(deps: TDeps, propertyId: string): Promise<TListingRead> {
  const nowMs = deps.clock.now().getTime();
  const cached = reads.get(propertyId, nowMs);
  if (cached) return cached;
  const property = await getProperty(deps.db, propertyId);
  const read: TListingRead = property ? { property, ...(await shownAgentsWithMembersOf(deps, [property])).get(property.id)! } : { property, agent: null };
  reads.set(propertyId, read, nowMs);
  return read;
}

export const forgetListing = (propertyId: string) => reads.delete(propertyId);
