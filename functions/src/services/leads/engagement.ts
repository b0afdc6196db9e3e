import type { TAgentLead } from '../../data/agent-leads-repository';
import type { TBuyerEngagement } from '../../data/buyer-engagement-repository';
import type { TScoreInput } from './lead-score';

export type TEngagement = { listingsOfInterest: number; openHousesVisited: number; messagesSent: number; listingsViewed: number; listingsSaved: number };

const NO_ENGAGEMENT: TEngagement = { listingsOfInterest: 0, openHousesVisited: 0, messagesSent: 0, listingsViewed: 0, listingsSaved: 0 };

/** What a lead's score reads: what the person told the agent in this lead (a sign-in's answers), and their engagement. */
export function scoreInputOf(lead: TAgentLead, engagement: TEngagement = NO_ENGAGEMENT): TScoreInput {
  const signIn = lead.source === 'open-house' ? lead.signIn : null;
  return {
    financing: signIn?.financing ?? null,
    timeframe: signIn?.timeframe ?? null,
    workingWithAgent: signIn?.workingWithAgent ?? false,
    gavePhone: Boolean(lead.phone),
    consented: Boolean(signIn?.consent),
    wroteMessage: Boolean(lead.message),
    ...engagement,
  };
}

/**
 * Whose activity a lead's score may count: the signed-in account that made the lead, or, for a lead made
 * without one (a visitor, the kiosk at the door), the lead alone. Never the e-mail typed into a form: anyone
 * can type anyone's address, so grouping by it would let a stranger raise another person's score.
 */
const personOf = (lead: TAgentLead) => (lead.senderUserId ? `account:${lead.senderUserId}` : `lead:${lead.id}`);

/**
 * Per lead id: across the leads of the same person (personOf), how many of the agent's listings they asked
 * about or visited, at how many open houses they signed in, how many messages they wrote the agent through
 * the site (inquiries and profile contacts), and, for an account, how many listings it viewed and has saved.
 */
export function engagementByLead(leads: readonly TAgentLead[], buyers: ReadonlyMap<string, TBuyerEngagement>): Map<string, TEngagement> {
  const listings = new Map<string, Set<string>>();
  const openHouses = new Map<string, Set<string>>();
  const viewed = new Map<string, Set<string>>();
  const saved = new Map<string, Set<string>>();
  const messages = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, person: string, ids: Iterable<string>) => {
    const set = map.get(person) ?? new Set();
    for (const id of ids) set.add(id);
    map.set(person, set);
  };
  for (const lead of leads) {
    const person = personOf(lead);
    if (lead.listingId) add(listings, person, [lead.listingId]);
    if (lead.source === 'open-house') add(openHouses, person, [lead.openHouseId]);
    if (lead.message) add(messages, person, [lead.id]);
    const buyer = lead.senderUserId ? buyers.get(lead.senderUserId) : undefined;
    if (buyer) {
      add(viewed, person, buyer.viewedListingIds);
      add(saved, person, buyer.savedListingIds);
    }
  }
  const count = (map: Map<string, Set<string>>, person: string) => map.get(person)?.size ?? 0;
  return new Map(
    leads.map((lead) => {
      const person = personOf(lead);
      return [
        lead.id,
        {
          listingsOfInterest: count(listings, person),
          openHousesVisited: count(openHouses, person),
          messagesSent: count(messages, person),
          listingsViewed: count(viewed, person),
          listingsSaved: count(saved, person),
        },
      ];
    }),
  );
}
