import { PRICE_BUCKETS, PUBLIC_MARKET_STATUSES, isUnderContract, type TListingStatus, type TMarketStatus } from '@shared/constants/listing';
import { encodeGeohash } from './geohash';
import { splitStreetAddress } from './place-text';
import type { TPropertyRecord } from './property-records';
import { GEO_SORT_PRECISION, STREET_PARTITION_LENGTH } from './table';
import { utcWeekOf } from './utc-weeks';
import * as keys from './keys';

export const priceBucketOf = (price: number): string =>
  PRICE_BUCKETS.find((bucket) => price >= bucket.min && price <= bucket.max)?.value ?? PRICE_BUCKETS[PRICE_BUCKETS.length - 1]!.value;

type TListingStates = { status: TListingStatus; marketStatus?: TMarketStatus; mls?: { leftFeedAt?: string | null } | null };

/**
 * Published listings still on the market (Active, Coming Soon, Active Under Contract, Pending) are in the
 * browse indexes and counters and count toward the plan; Closed, Withdrawn, Expired and Canceled keep
 * only their page, as does an MLS listing its MLS feed no longer carries (`mls.leftFeedAt`).
 */
export const isBrowsable = (property: TListingStates) =>
  property.status === 'active' && PUBLIC_MARKET_STATUSES.includes(property.marketStatus ?? 'active') && !property.mls?.leftFeedAt;

/** Whether an open house's copy of its listing puts it on the public map: published, still public (under contract too), with coordinates. */
export const isOnOpenHouseMap = (listing: TListingStates & { coordinates: { lat: number; lng: number } | null }) =>
  listing.status === 'active' && PUBLIC_MARKET_STATUSES.includes(listing.marketStatus ?? 'active') && listing.coordinates !== null;

/** The geo index keys (keys.openHouseByGeo) of an open house whose listing copy is on the map; none otherwise. */
export const openHouseGeoKeys = (openHouse: {
  id: string;
  startsAt: string;
  listing: TListingStates & { coordinates: { lat: number; lng: number } | null };
}): { gsi5pk: string; gsi5sk: string } | null =>
  isOnOpenHouseMap(openHouse.listing) && openHouse.listing.coordinates
    ? keys.openHouseByGeo(geohashOfListing(openHouse.listing.coordinates), utcWeekOf(openHouse.startsAt), openHouse.startsAt, openHouse.id)
    : null;

/** Which browse counter a browsable listing moves: browse shows on-market ones by default, under-contract ones on request. */
export const browseCounterOf = (property: TListingStates): 'activeCount' | 'underContractCount' =>
  isUnderContract(property.marketStatus ?? 'active') ? 'underContractCount' : 'activeCount';

export const buildSearchText = (
  p: Pick<TPropertyRecord, 'title' | 'address' | 'city' | 'state' | 'zipCode' | 'propertyType'> & { subdivisionName?: string | null },
) => [p.title, p.address, p.city, p.state, p.zipCode, p.propertyType.replace('-', ' '), p.subdivisionName ?? ''].join(' ').toLowerCase();

/** A listing's place in the geo index (gsi5). */
export const geohashOfListing = (coordinates: { lat: number; lng: number }): string => encodeGeohash(coordinates.lat, coordinates.lng, GEO_SORT_PRECISION);

/**
 * A listing's place in the street index (gsi6): its street and house number, or null when the street is too
 * short to key (fewer letters than a partition takes).
 */
export const streetOfListing = (address: string): { street: string; number: string } | null => {
  const { number, street } = splitStreetAddress(address);
  return street.length >= STREET_PARTITION_LENGTH ? { street, number } : null;
};
