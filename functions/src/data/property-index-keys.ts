import { PRICE_BUCKETS, PUBLIC_MARKET_STATUSES, isUnderContract, type TListingStatus, type TMarketStatus } from '@shared/constants/listing';
import { encodeGeohash } from './geohash';
import { splitStreetAddress } from './place-text';
import type { TPropertyRecord } from './property-records';
import { GEO_SORT_PRECISION, STREET_PARTITION_LENGTH } from './table';

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
