import { getProperty } from '../../data/property-repository';
import { listSavedListingIds, saveListing as putSavedListing, unsaveListing as deleteSavedListing } from '../../data/saved-listing-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertVisible } from '../properties/owner-check';

/** Marks a listing the caller can see as a favourite (idempotent) and returns all favourites. */
export async function saveListing(deps: TDeps, auth: TUserActor, input: { propertyId: string }): Promise<string[]> {
  const listing = assertVisible(await getProperty(deps.db, input.propertyId), auth);
  await putSavedListing(deps.db, auth.user.id, listing, deps.clock.now().toISOString());
  return listSavedListingIds(deps.db, auth.user.id);
}

/** Removes a favourite (idempotent, also for a listing deleted meanwhile) and returns the rest. */
export async function unsaveListing(deps: TDeps, auth: TUserActor, input: { propertyId: string }): Promise<string[]> {
  await deleteSavedListing(deps.db, auth.user.id, input.propertyId);
  return listSavedListingIds(deps.db, auth.user.id);
}
