import type { TAgentLead } from '../../data/agent-leads-repository';
import type { TBuyerEngagement } from '../../data/buyer-engagement-repository';

export type TEngagement = { listingsOfInterest: number; openHousesVisited: number; messagesSent: number; listingsViewed: number; listingsSaved: number };

/**
 * Per e-mail: how many of the agent's listings the person asked about or visited, at how many open houses they
 * signed in, how many messages they wrote the agent through the site (inquiries and profile contacts), and,
 * through the accounts any of their leads came from, how many listings they viewed and have saved.
 */
export function engagementByEmail(leads: readonly TAgentLead[], buyers: ReadonlyMap<string, TBuyerEngagement>): Map<string, TEngagement> {
  const listings = new Map<string, Set<string>>();
  const openHouses = new Map<string, Set<string>>();
  const viewed = new Map<string, Set<string>>();
  const saved = new Map<string, Set<string>>();
  const messages = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, email: string, ids: Iterable<string>) => {
    const set = map.get(email) ?? new Set();
    for (const id of ids) set.add(id);
    map.set(email, set);
  };
  for (const lead of leads) {
    if (lead.listingId) add(listings, lead.email, [lead.listingId]);
    if (lead.source === 'open-house') add(openHouses, lead.email, [lead.openHouseId]);
    if (lead.message) add(messages, lead.email, [lead.id]);
    const buyer = lead.senderUserId ? buyers.get(lead.senderUserId) : undefined;
    if (buyer) {
      add(viewed, lead.email, buyer.viewedListingIds);
      add(saved, lead.email, buyer.savedListingIds);
    }
  }
  const emails = new Set(leads.map((lead) => lead.email));
  const count = (map: Map<string, Set<string>>, email: string) => map.get(email)?.size ?? 0;
  return new Map(
    [...emails].map((email) => [
      email,
      {
        listingsOfInterest: count(listings, email),
        openHousesVisited: count(openHouses, email),
        messagesSent: count(messages, email),
        listingsViewed: count(viewed, email),
        listingsSaved: count(saved, email),
      },
    ]),
  );
}
