import type { TDeps } from '../../../functions/src/services/deps';
import type { TListingEventDeps } from '../../../functions/src/services/saved-searches/listing-events';
import type { TGeocodeDeps } from '../../../functions/src/services/properties/listing-location';
import { placeUnplacedListings } from '../../../functions/src/services/properties/place-unplaced-listings';
import { runOnce } from './one-off-repair';

/**
 * Hand-made listings saved before addresses were geocoded have no map position. Once per data folder, at start
 * after seeding, each is geocoded and written through the path an edit takes, so the map, place search and
 * saved searches learn of it (services/properties/place-unplaced-listings.ts). A listing whose address is not
 * found stays as it was; its next save, or `npm run listings:place`, tries again.
 */
export async function backfillListingPositions(deps: TDeps & TListingEventDeps & TGeocodeDeps): Promise<{ placed: number; left: number }> {
  return runOnce(deps.db, { name: 'listing-positions', nothingDone: { placed: 0, left: 0 } }, () => placeUnplacedListings(deps));
}
