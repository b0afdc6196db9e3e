import { noteListingSaved } from '../../data/buyer-engagement-repository';
import { getProperty } from '../../data/property-repository';
import type { TPropertyRecord } from '../../data/property-records';
import { listSavedListingIds, saveListing as putSavedListing, unsaveListing as deleteSavedListing } from '../../data/saved-listing-repository';
import { conflict } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertVisible } from '../properties/owner-check';

export const ONLY_PUBLIC_LISTINGS = 'Only published listings can be saved.';

/** The caller's saving or unsaving of another agent's listing, as the lead score reads it. */
export async function noteSaved(deps: TDeps, auth: TUserActor, listing: { id: string; userId: string }, isSaved: boolean) {
  if (listing.userId === auth.user.id) return;
  await noteListingSaved(deps.db, { agentId: listing.userId, buyerUserId: auth.user.id, listingId: listing.id }, isSaved);
}

/** Only a public (published) listing may be saved: others' drafts are not found, one's own draft is refused. */
function assertPublic(property: TPropertyRecord | null, auth: TUserActor): TPropertyRecord {
  const listing = assertVisible(property, auth);
  if (listing.status !== 'active') throw conflict(ONLY_PUBLIC_LISTINGS);
  return listing;
}

/** Marks a public listing as a favourite (idempotent) and returns all favourites. */
export async function saveListing(deps: TDeps, auth: TUserActor, input: { propertyId: string }): Promise<string[]> {
  const listing = assertPublic(await getProperty(deps.db, input.propertyId), auth);
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
