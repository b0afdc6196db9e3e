import type { TListingSort } from '@shared/constants/listing';
import { matchesListingFilters } from '@shared/listings/listing-filters';
import type { TBbox } from '@shared/schemas/bbox.schema';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { coverBox, isInBox } from '../../data/geohash';
import type { TBrowseInput } from '../../data/listing-browse-repository';
import { listPublicListingCardsInCells } from '../../data/listing-geo-repository';
import type { TPropertyRecord } from '../../data/property-records';
import { badRequest } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { MAX_COVER_CELLS, coverPrecision } from '../map/list-map-viewport';

/** Listings one request reads at most, all cells together (as the map's viewport). */
export const MAX_BOX_ITEMS_READ = 5000;
const CONCURRENCY = 16;

/** Browse's own input (filters, sort, page) and the box; `maxRead`: listings read at most (MAX_BOX_ITEMS_READ unless less). */
export type TBoxBrowseInput = TBrowseInput & { bbox: TBbox; maxRead?: number };

/**
 * A browse page of the public listings inside a box (the list beside a chosen place), filtered and sorted as
 * browse is.
 * 1. cover the box with geohash cells as the map does (coverPrecision; 400 when it needs more than the map
 *    allows) and read their listings from the geo index (gsi5), never the whole table
 * 2. keep those inside the box that pass the filters; sort them
 * 3. answer the page after the cursor's offset; the total is exact unless the box held more than one
 *    request reads (then null)
 */
export async function browseListingsInBox(
  deps: TDeps,
  input: TBoxBrowseInput,
): Promise<{ items: TPropertyRecord[]; nextCursor: string | null; total: number | null }> {
  const [west, south, east, north] = input.bbox;
  const box = { west, south, east, north };
  const precision = coverPrecision(box);
  if (precision === null) {
    throw badRequest('This area is too large to list: choose a smaller place.', [
      { path: 'query.bbox', message: `The box needs more than ${MAX_COVER_CELLS} cells of the map grid.` },
    ]);
  }
  const cursorQuery = {
    list: 'box',
    bbox: input.bbox.join(','),
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
  const offset = Number(decodeCursor(input.cursor, cursorQuery, ['offset'])?.offset ?? 0);
  const { items, truncated } = await listPublicListingCardsInCells(deps.db, {
    cells: coverBox(box, precision),
    maxItems: Math.min(input.maxRead ?? MAX_BOX_ITEMS_READ, MAX_BOX_ITEMS_READ),
    concurrency: CONCURRENCY,
  });
  const matches = items.filter((p) => p.coordinates !== null && isInBox(box, p.coordinates.lat, p.coordinates.lng) && matchesListingFilters(p, input));
  matches.sort(SORTS[input.sort]);
  const next = offset + input.limit;
  return {
    items: matches.slice(offset, next),
    nextCursor: next < matches.length ? encodeCursor({ offset: String(next) }, cursorQuery) : null,
    total: truncated ? null : matches.length,
  };
}

type TCard = Pick<TPropertyRecord, 'id' | 'createdAt' | 'price' | 'bedrooms'>;
const byNewest = (a: TCard, b: TCard) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1);
const SORTS: Record<TListingSort, (a: TCard, b: TCard) => number> = {
  newest: byNewest,
  'price-asc': (a, b) => a.price - b.price || byNewest(a, b),
  'price-desc': (a, b) => b.price - a.price || byNewest(a, b),
  'bedrooms-desc': (a, b) => b.bedrooms - a.bedrooms || b.price - a.price || byNewest(a, b),
};
