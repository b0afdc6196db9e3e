import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import { deletePropertyWithOpenHouses, getProperty } from '../../data/property-repository';
import type { TAuthContext } from '../auth/auth-context';
import type { TDeps } from '../deps';
import { assertOwner } from './owner-check';
import { listingChanged } from './listing-changed';

export const PROPERTY_DELETED_MESSAGE = 'Property and open house deleted successfully';

/**
 * Deletes a listing with its open houses.
 * 1. load it and check the caller owns it
 * 2. delete listing, open houses and counters in one transaction (leads and views stay for the owner)
 * 3. remove its photos from storage (after the commit, so a failure there loses no listing data)
 */
export async function deleteProperty(deps: TDeps & { deletePhotos: (keys: string[]) => Promise<void> }, auth: TAuthContext, input: { id: string }): Promise<void> {
  const property = assertOwner(await getProperty(deps.db, input.id), auth);
  const openHouses = await listOpenHousesOfProperty(deps.db, property.id);
  await deletePropertyWithOpenHouses(deps.db, property, openHouses);
  listingChanged(property.id);
  await deps.deletePhotos(property.images.map((url) => url.replace(/^\//, '')));
}
