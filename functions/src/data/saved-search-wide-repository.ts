import { MAX_BEDROOMS } from '@shared/constants/listing';
import type { TSavedSearchFilters } from '@shared/schemas/saved-search.schema';
import { defineEntity } from './entity';
import { priceBucketOf } from './property-index-keys';
import type { TPropertyRecord } from './property-records';
import { ZSavedSearchIndexEntrySchema } from './saved-search-area-repository';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** The bucket part of a filter a search leaves unset: it is read by every listing event of that kind. */
const ANY = 'any';

/** The partition of a wide search: its price range and property type, `any` for either it leaves unset. */
export const wideBucketOf = (filters: Pick<TSavedSearchFilters, 'priceRange' | 'propertyType'>) =>
  `${filters.priceRange ?? ANY}#${filters.propertyType ?? ANY}`;

/**
 * SEARCHWIDE#<price range>#<type> / BEDS#<nn>#SEARCH#<userId>#<searchId>: an alerting saved search without an
 * area (or with one too large for the geohash cells), filed by its strongest filters: price range and property
 * type pick the partition, the least bedrooms it asks sorts it. A listing event reads four partitions (its
 * price range or any × its type or any), each only up to its own bedrooms, so a country-wide search is read
 * only by the listings its price range, type and bedrooms let through. Written in the same transactions as
 * the search (saved-search-index-repository.ts).
 */
export const savedSearchWideEntity = defineEntity({
  name: ENTITY.savedSearchWide,
  schema: ZSavedSearchIndexEntrySchema,
  key: (entry: { userId: string; searchId: string; filters: TSavedSearchFilters }) =>
    keys.savedSearchWide(wideBucketOf(entry.filters), entry.filters.minBedrooms ?? 0, entry.userId, entry.searchId),
});

/** One read of the wide index: a partition, from no least bedrooms up to the listing's own. */
export type TWideRange = { pk: string; from: string; to: string };

/** The four ranges of the wide index whose searches can match this listing (its price range or any, its type or any, at most its bedrooms). */
export function wideRangesFor(listing: Pick<TPropertyRecord, 'price' | 'propertyType' | 'bedrooms'>): TWideRange[] {
  const beds = Math.max(0, Math.min(MAX_BEDROOMS, Math.floor(listing.bedrooms)));
  const buckets = [priceBucketOf(listing.price), ANY].flatMap((price) => [listing.propertyType, ANY].map((type) => `${price}#${type}`));
  return buckets.map((bucket) => ({
    pk: keys.savedSearchWidePartition(bucket),
    from: keys.savedSearchWideBeds(0),
    to: `${keys.savedSearchWideBeds(beds)}\uffff`,
  }));
}
