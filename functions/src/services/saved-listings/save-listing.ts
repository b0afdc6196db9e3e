import { noteListingSaved } from '../../data/buyer-engagement-repository';
import { getProperty } from '../../data/property-repository';
import { listSavedListingIds, saveListing as putSavedListing, unsaveListing as deleteSavedListing } from '../../data/saved-listing-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertVisible } from '../properties/owner-check';

/** The caller's saving or unsaving of another agent's listing, as the lead score reads it. */
async function noteSaved(deps: TDeps, auth: TUserActor, listing: { id: string; userId: string }, isSaved: boolean) {
  if (listing.userId === auth.user.id) return;
  await noteListingSaved(deps.db, { agentId: listing.userId, buyerUserId: auth.user.id, listingId: listing.id }, isSaved);
}

/** Marks a listing the caller can see as a favourite (idempotent) and returns all favourites. */
export async function saveListing(deps: TDeps, auth: TUserActor, input: { propertyId: string }): Promise<string[]> {
  const listing = assertVisible(await getProperty(deps.db, input.propertyId), auth);
  await putSavedListing(deps.db, auth.user.id, listing, deps.clock.now().toISOString());
  await noteSaved(deps, auth, listing, true);
  return listSavedListingIds(deps.db, auth.user.id);
}

/** Removes a favourite (idempotent, also for a listing deleted meanwhile) and returns the rest. */
export async function unsaveListing(deps: TDeps, auth: TUserActor, input: { propertyId: string }): Promise<string[]> {
  const [listing] = await Promise.all([getProperty(deps.db, input.propertyId), deleteSavedListing(deps.db, auth.user.id, input.propertyId)]);
  if (listing) await noteSaved(deps, auth, listing, false);
  return listSavedListingIds(deps.db, auth.user.id);
}
