import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import type { TPropertySummary } from '@shared/schemas/property.schema';

export type TLeadListingChoice = { id: string; title: string };

/**
 * The Listing filter's choices: the agent's own listings, then any listing named by a shown lead
 * that is not among them (a deleted listing, or one past the first page), so the picked one stays listed.
 */
export function leadListingChoices(ownListings: readonly Pick<TPropertySummary, 'id' | 'title'>[], shownLeads: readonly TPipelineLead[]): TLeadListingChoice[] {
  const titles = new Map(ownListings.map((listing) => [listing.id, listing.title]));
  for (const lead of shownLeads) if (lead.listingId && lead.listingTitle && !titles.has(lead.listingId)) titles.set(lead.listingId, lead.listingTitle);
  return [...titles].map(([id, title]) => ({ id, title }));
}
