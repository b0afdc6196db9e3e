import { listOpenHousesOfProperty, splitByEnded } from '../../data/open-house-repository';
import { getProperty, replaceProperty } from '../../data/property-repository';
import { scanUnplacedListingIds } from '../../data/unplaced-listing-scan';
import { logger } from '../../platform/logger';
import type { TDeps } from '../deps';
import { enqueueListingEvents, listingEventsOf, type TListingEventDeps } from '../saved-searches/listing-events';
import { listingChanged } from './listing-changed';
import { geocodeListing, type TGeocodeDeps } from './listing-location';
import { listingTimeZone } from './listing-time-zone';

/**
 * Places a hand-made listing stored without a map position (one saved before addresses were geocoded, or whose
 * geocode failed), through the path an edit takes, so the geo index, the map's counts, its open houses' copies
 * and saved searches all learn of it. Idempotent: a listing placed meanwhile, gone, or imported from an MLS
 * (whose feed gives its position) is left alone.
 * 1. read it; 2. geocode its address (not found: nothing); 3. replace it if unchanged since read (a conflict is
 * left for the next pass); 4. a public one is news to the searches of its area ('new', told once per search).
 * Answers whether it was placed.
 */
export async function placeUnplacedListing(deps: TDeps & TListingEventDeps & TGeocodeDeps, propertyId: string): Promise<boolean> {
  const before = await getProperty(deps.db, propertyId);
  if (!before || before.coordinates || before.mls) return false;
  const { coordinates, locationPrecision } = await geocodeListing(deps, before);
  if (!coordinates) return false;
  const now = deps.clock.now();
  const after = { ...before, coordinates, locationPrecision, timeZone: listingTimeZone({ state: before.state, coordinates }), updatedAt: now.toISOString() };
  const { upcoming } = splitByEnded(await listOpenHousesOfProperty(deps.db, before.id), now);
  await replaceProperty(deps.db, before, after, upcoming);
  listingChanged(before.id);
  await enqueueListingEvents(deps, [{ listingId: before.id, events: listingEventsOf(before, after) }]);
  return true;
}

/**
 * One pass over every hand-made listing without a map position (a Scan: local start and the one-off script only),
 * each placed as above, one at a time. Answers how many were placed and how many are left (address not found,
 * or changed during the pass).
 */
export async function placeUnplacedListings(deps: TDeps & TListingEventDeps & TGeocodeDeps): Promise<{ placed: number; left: number }> {
  let placed = 0;
  let left = 0;
  for (const id of await scanUnplacedListingIds(deps.db)) {
    const isPlaced = await placeUnplacedListing(deps, id).catch((error: unknown) => {
      logger.warn('listing not placed in this pass', { propertyId: id, error: (error as Error).message });
      return false;
    });
    if (isPlaced) placed++;
    else left++;
  }
  return { placed, left };
}
