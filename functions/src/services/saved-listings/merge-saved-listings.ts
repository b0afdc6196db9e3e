import type { TMergeSavedListingsResponse } from '@shared/schemas/saved-listing.schema';
import { getPropertiesByIds } from '../../data/property-repository';
import { listSavedListingIds, saveListing as putSavedListing } from '../../data/saved-listing-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { noteSaved } from './save-listing';

/** Saves written at once: each is a small transaction (the save and its agent's analytics). */
const CONCURRENT_SAVES = 5;

/**
 * Saves the hearts a browser held before its visitor signed in (at most MERGE_SAVED_LISTINGS_MAX, checked
 * by the schema). Idempotent: a listing already saved is left as it was and not counted again.
 * 1. drop duplicates and what the account already holds
 * 2. read the rest in one batch; keep the public ones (unknown ids and drafts are skipped, not refused)
 * 3. save each, a few at a time, and note it for its agent's lead score
 * 4. answer every favourite of the account and the ids skipped
 */
export async function mergeSavedListings(deps: TDeps, auth: TUserActor, input: { propertyIds: readonly string[] }): Promise<TMergeSavedListingsResponse> {
  const already = new Set(await listSavedListingIds(deps.db, auth.user.id));
  const wanted = [...new Set(input.propertyIds)].filter((id) => !already.has(id));
  const listings = await getPropertiesByIds(deps.db, wanted);
  const toSave = wanted.flatMap((id) => {
    const listing = listings.get(id);
    return listing && listing.status === 'active' ? [listing] : [];
  });
  const savedAt = deps.clock.now().toISOString();
  for (let i = 0; i < toSave.length; i += CONCURRENT_SAVES) {
    await Promise.all(
      toSave.slice(i, i + CONCURRENT_SAVES).map(async (listing) => {
        if (await putSavedListing(deps.db, auth.user.id, listing, savedAt)) await noteSaved(deps, auth, listing, true);
      }),
    );
  }
  const savedIds = new Set(toSave.map((listing) => listing.id));
  return {
    propertyIds: await listSavedListingIds(deps.db, auth.user.id),
    skipped: wanted.filter((id) => !savedIds.has(id)),
  };
}
