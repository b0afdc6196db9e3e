import type { TSavedHomesResponse } from '@shared/schemas/saved-listing.schema';
import { getPropertiesByIds } from '../../data/property-repository';
import { countSavedListings, listSavedListingsPage } from '../../data/saved-listing-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { shownAgentsOf } from '../properties/shown-agents';
import { toPropertySummary } from '../properties/to-property-view';

/**
 * A page of the caller's saved homes, newest listings first; the first page carries the total.
 * 1. read a page of the saved records (and the count with the first page)
 * 2. read their listings in one batch and their agents' cards
 * 3. a public listing shows its card with its market status (sold, withdrawn…); an unpublished or deleted one stays, without a card
 */
export async function listSavedHomes(deps: TDeps, auth: TUserActor, query: { limit: number; cursor?: string }): Promise<TSavedHomesResponse> {
  const [page, total] = await Promise.all([
    listSavedListingsPage(deps.db, { userId: auth.user.id, limit: query.limit, cursor: query.cursor }),
    query.cursor ? Promise.resolve(null) : countSavedListings(deps.db, auth.user.id),
  ]);
  const listings = await getPropertiesByIds(
    deps.db,
    page.items.map((saved) => saved.propertyId),
  );
  const publicListings = [...listings.values()].filter((listing) => listing.status === 'active');
  const agents = await shownAgentsOf(deps, publicListings);
  const now = deps.clock.now();
  return {
    items: page.items.map((saved) => {
      const listing = listings.get(saved.propertyId);
      return {
        propertyId: saved.propertyId,
        savedAt: saved.savedAt,
        listing: listing && listing.status === 'active' ? toPropertySummary(listing, agents.get(listing.id) ?? null, now) : null,
      };
    }),
    nextCursor: page.nextCursor,
    total,
  };
}
