import type { TAgentLead } from '../../data/agent-leads-repository';

export type TEngagement = { listingsOfInterest: number; openHousesVisited: number };

/** Per e-mail: how many of the agent's listings the person asked about or visited, and at how many open houses they signed in. */
export function engagementByEmail(leads: readonly TAgentLead[]): Map<string, TEngagement> {
  const listings = new Map<string, Set<string>>();
  const openHouses = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, email: string, id: string) => map.set(email, (map.get(email) ?? new Set()).add(id));
  for (const lead of leads) {
    if (lead.listingId) add(listings, lead.email, lead.listingId);
    if (lead.source === 'open-house') add(openHouses, lead.email, lead.openHouseId);
  }
  const emails = new Set(leads.map((lead) => lead.email));
  return new Map([...emails].map((email) => [email, { listingsOfInterest: listings.get(email)?.size ?? 0, openHousesVisited: openHouses.get(email)?.size ?? 0 }]));
}
