import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { PRICE_BUCKETS, priceBoundsOf, type TListingSort, type TPriceBucket, type TPriceFilter, type TPropertyType } from '@shared/constants/listing';
import { decodeCursor, encodeCursor } from './cursor';
import type { TDb } from './db';
import { listingCounterEntity } from './listing-counters';
import { searchWordsOf } from '@shared/listings/search-words';
import { propertySchema, type TPropertyRecord } from './property-records';
import { collectPage } from './query-pages';
import { TABLE_KEYS } from './table';
import * as keys from './keys';

export type TBrowseInput = {
  sort: TListingSort;
  priceRange?: TPriceBucket;
  /** Any price range, both ends included (with priceRange too: their overlap). */
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minBathrooms?: number;
  propertyType?: TPropertyType;
  /** Add Active Under Contract and Pending to the Active and Coming Soon listings browse shows. */
  includeUnderContract?: boolean;
  q?: string;
  limit: number;
  cursor?: string;
};

/** A text search is a filter over the index, so one request reads at most this many pages of this size. */
const SEARCH_PAGE_SIZE = 200;
const SEARCH_MAX_PAGES = 10;

/** Fields a card needs: the description and all but the first photo stay behind. */
export const CARD_ATTRIBUTES = [
  'pk',
  'sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
  'id',
  'userId',
  'title',
  'address',
  'city',
  'state',
  'zipCode',
  'price',
  'bedrooms',
  'bathrooms',
  'bathroomsFull',
  'bathroomsHalf',
  'squareFeet',
  'lotSizeSquareFeet',
  'propertyType',
  'status',
  'marketStatus',
  'onMarketDate',
  'listingContractDate',
  'publishedAt',
  'images',
  'photoCount',
  'coordinates',
  'timeZone',
  'upcomingOpenHouses',
  'createdAt',
  'updatedAt',
  'viewCount',
  'leadCount',
  'mls',
];
/** Every name goes through a placeholder: DynamoDB reserves hundreds of words (state, status, timeZone…). */
const CARD_NAMES = Object.fromEntries(CARD_ATTRIBUTES.map((name, i) => [`#c${i}`, name]));
const CARD_PROJECTION = CARD_ATTRIBUTES.map((name, i) => (name === 'images' ? `#c${i}[0]` : `#c${i}`)).join(', ');
/** A card as read: `images` holds the cover only, and is absent for a listing without photos. */
const cardSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(z.omit(propertySchema, { description: true, searchText: true }), { images: z._default(z.array(z.string()), []) }),
);

/** Cards answer as listings whose description and search text were left behind (no card shows them). */
export const toCardRecord = (item: Record<string, unknown>): TPropertyRecord => ({ ...cardSchema.parse(item), description: '', searchText: '' });

type TPlan = {
  index: (typeof TABLE_KEYS)['gsi2' | 'gsi3' | 'gsi4'];
  keyCondition: string;
  values: Record<string, unknown>;
  forward: boolean;
  filters: string[];
};

/**
 * Picks the index that serves the sort; the price range or bedroom minimum becomes a key condition
 * when that index is ordered by it, and a filter otherwise.
 */
function planQuery(input: TBrowseInput): TPlan {
  const price = priceBoundsOf(input);
  const values: Record<string, unknown> = { ':pk': keys.activeListingsPartition };
  const filters: string[] = [];
  const priceFilter = () => {
    if (!price) return;
    filters.push('price BETWEEN :minPrice AND :maxPrice');
    Object.assign(values, { ':minPrice': price.min, ':maxPrice': price.max });
  };
  const bedroomsFilter = () => {
    if (!input.minBedrooms) return;
    filters.push('bedrooms >= :minBeds');
    values[':minBeds'] = input.minBedrooms;
  };
  searchWordsOf(input.q ?? '').forEach((word, i) => {
    filters.push(`contains(searchText, :q${i})`);
    values[`:q${i}`] = word;
  });
  if (!input.includeUnderContract) {
    // Listings stored before market statuses were kept have none: they were Active.
    filters.push('(attribute_not_exists(marketStatus) OR NOT marketStatus IN (:underContract, :pending))');
    Object.assign(values, { ':underContract': 'active-under-contract', ':pending': 'pending' });
  }
  if (input.propertyType) {
    filters.push('propertyType = :type');
    values[':type'] = input.propertyType;
  }
  if (input.minBathrooms) {
    filters.push('bathrooms >= :minBaths');
    values[':minBaths'] = input.minBathrooms;
  }
  if (input.sort === 'price-asc' || input.sort === 'price-desc') {
    bedroomsFilter();
    const { gsi3 } = TABLE_KEYS;
    if (price) {
      Object.assign(values, { ':from': keys.priceKey(price.min), ':to': `${keys.priceKey(price.max)}#~` });
      return { index: gsi3, keyCondition: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to', values, forward: input.sort === 'price-asc', filters };
    }
    return { index: gsi3, keyCondition: 'gsi3pk = :pk', values, forward: input.sort === 'price-asc', filters };
  }
  if (input.sort === 'bedrooms-desc') {
    priceFilter();
    const { gsi4 } = TABLE_KEYS;
    if (input.minBedrooms) {
      values[':from'] = keys.bedroomsKey(input.minBedrooms);
      return { index: gsi4, keyCondition: 'gsi4pk = :pk AND gsi4sk >= :from', values, forward: false, filters };
    }
    return { index: gsi4, keyCondition: 'gsi4pk = :pk', values, forward: false, filters };
  }
  priceFilter();
  bedroomsFilter();
  return { index: TABLE_KEYS.gsi2, keyCondition: 'gsi2pk = :pk', values, forward: false, filters };
}

/** One page of active listings for the browse screen, newest / by price / by bedrooms, never a Scan. */
export async function browseActiveListings(db: TDb, input: TBrowseInput): Promise<{ items: TPropertyRecord[]; nextCursor: string | null }> {
  const plan = planQuery(input);
  const keyAttributes = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, plan.index.partitionKey, plan.index.sortKey];
  const isFiltered = plan.filters.length > 0;
  const cursorQuery = {
    list: 'browse',
    sort: input.sort,
    priceRange: input.priceRange,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    minBedrooms: input.minBedrooms,
    minBathrooms: input.minBathrooms,
    propertyType: input.propertyType,
    includeUnderContract: input.includeUnderContract,
    q: input.q,
  };
  const { items, nextStartKey } = await collectPage(
    db,
    {
      IndexName: plan.index.name,
      KeyConditionExpression: plan.keyCondition,
      ...(isFiltered ? { FilterExpression: plan.filters.join(' AND ') } : {}),
      ProjectionExpression: CARD_PROJECTION,
      ExpressionAttributeNames: CARD_NAMES,
      ExpressionAttributeValues: plan.values,
      ScanIndexForward: plan.forward,
    },
    {
      limit: input.limit,
      startKey: decodeCursor(input.cursor, cursorQuery, keyAttributes),
      keyAttributes,
      readLimit: input.q ? SEARCH_PAGE_SIZE : isFiltered ? input.limit * 4 : undefined,
      maxPages: input.q ? SEARCH_MAX_PAGES : undefined,
    },
  );
  return { items: items.map(toCardRecord), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}

/**
 * Browsable listings matching a price filter and bedroom minimum, summed from the per-cell counters (kept per price
 * bucket): null when the price range cuts through a bucket, whose counter cannot say how many of it are in range.
 */
export async function countActiveListings(db: TDb, input: TPriceFilter & { minBedrooms?: number; includeUnderContract?: boolean }): Promise<number | null> {
  const price = priceBoundsOf(input);
  const counted = PRICE_BUCKETS.filter((bucket) => !price || (bucket.min >= price.min && bucket.max <= price.max));
  const isCut = price !== null && PRICE_BUCKETS.some((bucket) => !counted.includes(bucket) && bucket.max >= price.min && bucket.min <= price.max);
  if (isCut) return null;
  const result = await db.client.send(
    new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.listingCountersPartition } }),
  );
  let total = 0;
  for (const cell of (result.Items ?? []).map(listingCounterEntity.parse)) {
    if (!counted.some((bucket) => bucket.value === cell.bucket)) continue;
    if (input.minBedrooms && cell.bedrooms < input.minBedrooms) continue;
    total += cell.activeCount + (input.includeUnderContract ? cell.underContractCount : 0);
  }
  return total;
}
