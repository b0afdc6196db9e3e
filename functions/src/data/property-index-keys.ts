import { PRICE_BUCKETS, type TListingStatus } from '@shared/constants/listing';
import type { TPropertyRecord } from './property-records';

export const priceBucketOf = (price: number): string =>
  PRICE_BUCKETS.find((bucket) => price >= bucket.min && price <= bucket.max)?.value ?? PRICE_BUCKETS[PRICE_BUCKETS.length - 1]!.value;

/** Only active listings are in the browse indexes and counters. */
export const isBrowsable = (property: { status: TListingStatus }) => property.status === 'active';

export const buildSearchText = (p: Pick<TPropertyRecord, 'title' | 'address' | 'city' | 'state' | 'zipCode' | 'propertyType'>) =>
  [p.title, p.address, p.city, p.state, p.zipCode, p.propertyType.replace('-', ' ')].join(' ').toLowerCase();
