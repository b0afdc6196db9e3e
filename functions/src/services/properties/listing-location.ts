import type { TGeocoder, TGeocodeQuery } from '../../adapters/geocoding/geocoder';
import { normalizePlaceText } from '../../data/place-text';
import type { TPropertyRecord } from '../../data/property-records';
import { logger } from '../../platform/logger';
import { gazetteerGeocoder } from '../places/gazetteer-geocoder';

/** What a listing write needs to place an address; absent (seeding with known positions), the offline gazetteer. */
export type TGeocodeDeps = { geocoder?: TGeocoder };

export type TListingLocation = Pick<TPropertyRecord, 'coordinates' | 'locationPrecision'>;
type TPlacedListing = TGeocodeQuery & TListingLocation;

const addressKey = (listing: TGeocodeQuery) => [listing.address, listing.city, listing.state, listing.zipCode].map(normalizePlaceText).join('|');

/** Whether an edit changed where the listing is (its street address, city, state or ZIP code; not case or punctuation). */
const isAddressChanged = (before: TGeocodeQuery, after: TGeocodeQuery) => addressKey(before) !== addressKey(after);

/**
 * Where a saved listing goes on the map.
 * 1. a position sent with the save (the agent's pin): there, precision `pin`
 * 2. an edit that keeps the address of a listing already placed (and does not send null to forget it): where it was,
 *    a pin included
 * 3. otherwise the address geocoded; not found, or the geocoder failing: no position (the save goes on; the form
 *    says so and offers the pin)
 */
export async function locateListing(
  deps: TGeocodeDeps,
  listing: TGeocodeQuery,
  input: { sent: TPropertyRecord['coordinates'] | undefined; before?: TPlacedListing },
): Promise<TListingLocation> {
  if (input.sent) return { coordinates: input.sent, locationPrecision: 'pin' };
  const { before } = input;
  if (input.sent === undefined && before?.coordinates && !isAddressChanged(before, listing))
    return { coordinates: before.coordinates, locationPrecision: before.locationPrecision };
  return geocodeListing(deps, listing);
}

/** The address geocoded, or no position (logged) when it cannot be placed. */
export async function geocodeListing(deps: TGeocodeDeps, listing: TGeocodeQuery): Promise<TListingLocation> {
  try {
    const found = await (deps.geocoder ?? gazetteerGeocoder).geocode(listing);
    if (found) return { coordinates: found.coordinates, locationPrecision: found.precision };
    logger.info('address not placed on the map', { city: listing.city, state: listing.state, zipCode: listing.zipCode });
  } catch (error) {
    logger.warn('geocoding failed; the listing is saved without a map position', { error: (error as Error).message });
  }
  return { coordinates: null, locationPrecision: null };
}
