import type { TAgentSummary, TMlsListingAgent } from '@shared/schemas/property.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { showsMlsAttribution, type TMlsListingLink } from '../../data/mls-attribution';
import type { TPropertyRecord } from '../../data/property-records';
import { configsOfLinks, isLinkProven } from '../mls-trust/proven-links';
import type { TDeps } from '../deps';

/**
 * The one rule that names a listing's agent (its page's agent card, its cards in browse and saved homes, and who
 * its inquiries go to): a registered MLS's listing names the first member the MLS vouched for, in the MLS's order
 * (its list agent, else a co-list agent, else the office), whichever account's sync reached it first and owns it;
 * none proven yet: nobody. Any other listing names its owner.
 */
export function shownAgentIdOf(property: TPropertyRecord, provenLinks: readonly TMlsListingLink[], agents: ReadonlyMap<string, TAgentSummary>): string | null {
  if (!showsMlsAttribution(property)) return property.userId;
  return provenLinks.find((link) => agents.has(link.userId))?.userId ?? null;
}

/**
 * Who a listing shows: `agent` by shownAgentIdOf; `mlsAgents`, a registered MLS's listing's proven members (list
 * agent first) with their roles, undefined for a listing typed by hand or a private feed's.
 */
export type TShownAgents = { agent: TAgentSummary | null; mlsAgents?: TMlsListingAgent[] };

/** Who each listing shows, by listing id, for a page of cards or one page: one BatchGet of configurations, one of agents. */
export async function shownAgentsWithMembersOf(deps: TDeps, properties: readonly TPropertyRecord[]): Promise<Map<string, TShownAgents>> {
  const mlsLinks = properties.flatMap((property) => (showsMlsAttribution(property) ? property.mls.links : []));
  const configs = mlsLinks.length > 0 ? await configsOfLinks(deps, mlsLinks) : new Map();
  const provenOf = (property: TPropertyRecord) =>
    showsMlsAttribution(property) ? property.mls.links.filter((link) => isLinkProven(configs.get(link.configId), link)) : [];
  const proven = new Map(properties.map((property) => [property.id, provenOf(property)]));
  const agents = await getAgentSummaries(deps.db, [
    ...new Set(properties.flatMap((property) => [property.userId, ...proven.get(property.id)!.map((link) => link.userId)])),
  ]);
  return new Map(
    properties.map((property) => {
      const links = proven.get(property.id)!;
      const agentId = shownAgentIdOf(property, links, agents);
      const agent = agentId === null ? null : (agents.get(agentId) ?? null);
      if (!showsMlsAttribution(property)) return [property.id, { agent }];
      const mlsAgents = links.flatMap((link) => (agents.has(link.userId) ? [{ ...agents.get(link.userId)!, mlsRole: link.role }] : []));
      return [property.id, { agent, mlsAgents }];
    }),
  );
}

/** The agent each listing names (shownAgentIdOf), by listing id. */
export async function shownAgentsOf(deps: TDeps, properties: readonly TPropertyRecord[]): Promise<Map<string, TAgentSummary | null>> {
  const shown = await shownAgentsWithMembersOf(deps, properties);
  return new Map([...shown].map(([id, { agent }]) => [id, agent]));
}
