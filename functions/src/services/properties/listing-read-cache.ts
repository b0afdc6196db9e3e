import type { TAgentSummary, TMlsListingAgent } from '@shared/schemas/property.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import type { TPropertyRecord } from '../../data/property-records';
import { getProperty } from '../../data/property-repository';
import { showsMlsAttribution } from '../../data/mls-attribution';
import { provenLinksOf } from '../mls-trust/proven-links';
import { createTtlCache } from '../../platform/ttl-cache';
import { shownAgentIdOf } from './shown-agents';
import type { TDeps } from '../deps';

/**
 * `mlsAgents`: a registered MLS listing's proven members (list agent first), undefined for a listing typed by hand or a
 * private feed's. `agent`: the listing's agent by the one rule of shown-agents.ts (the first of them; none proven: null), else its owner.
 */
type TListingRead = { property: TPropertyRecord | null; agent: TAgentSummary | null; mlsAgents?: TMlsListingAgent[] };

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
  const isMlsListing = property !== null && showsMlsAttribution(property);
  // A registered MLS's listing names only members the MLS vouched for: an owner on a claim shows no agent until proven.
  const links = isMlsListing ? await provenLinksOf(deps, property.mls.links) : [];
  const agents = property ? await getAgentSummaries(deps.db, [...new Set([property.userId, ...links.map((link) => link.userId)])]) : new Map<string, TAgentSummary>();
  const mlsAgents = isMlsListing ? links.flatMap((link) => (agents.has(link.userId) ? [{ ...agents.get(link.userId)!, mlsRole: link.role }] : [])) : undefined;
  const agentId = property ? shownAgentIdOf(property, links, agents) : null;
  const agent = agentId === null ? null : (agents.get(agentId) ?? null);
  const read = { property, agent, ...(mlsAgents ? { mlsAgents } : {}) };
  reads.set(propertyId, read, nowMs);
  return read;
}

export const forgetListing = (propertyId: string) => reads.delete(propertyId);
