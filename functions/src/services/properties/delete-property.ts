import { deleteOpenHouseItems, listOpenHousesOfProperty, splitByEnded } from '../../data/open-house-repository';
import { deletePropertyWithOpenHouses, getProperty } from '../../data/property-repository';
import type { TPropertyRecord } from '../../data/property-records';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import type { TPhotoStore } from '../photos/photo-store';
import { assertOwner } from './owner-check';
import { listingChanged } from './listing-changed';

export const PROPERTY_DELETED_MESSAGE = 'Property and open house deleted successfully';

/**
 * Deletes a listing with its open houses.
 * 1. load it and check the caller owns it
 * 2. delete listing, upcoming open houses and counters in one transaction (leads and views stay for the owner)
 * 3. delete its past open houses and its photos (after the commit: nothing shows them without the listing)
 */
export async function deleteProperty(deps: TDeps & { photos: Pick<TPhotoStore, 'deletePhotos'> }, auth: TUserActor, input: { id: string }): Promise<void> {
  await removeListing(deps, assertOwner(await getProperty(deps.db, input.id), auth));
}

/** Steps 2 and 3 of `deleteProperty` for a listing already checked (an account's deletion removes each of its own). */
export async function removeListing(deps: TDeps & { photos: Pick<TPhotoStore, 'deletePhotos'> }, property: TPropertyRecord): Promise<void> {
  const { upcoming, past } = splitByEnded(await listOpenHousesOfProperty(deps.db, property.id), deps.clock.now());
  await deletePropertyWithOpenHouses(deps.db, property, upcoming);
  listingChanged(property.id);
  await deleteOpenHouseItems(deps.db, past);
  await deps.photos.deletePhotos(property.images.map((url) => url.replace(/^\//, '')));
}
