import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { SAVED_SEARCH_SOURCES } from '@shared/constants/saved-searches';
import { ZBboxSchema } from '@shared/schemas/bbox.schema';
import { ZSavedSearchFiltersSchema } from '@shared/schemas/saved-search.schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { coverBox, coverCount, encodeGeohash } from './geohash';
import { queryAllItems } from './query-pages';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * Geohash precisions an area is filed under, finest first: a neighbourhood in 5 km cells, a city in 39 × 20 km
 * ones, a metro in 156 km ones, a state in 1,250 km ones; the finest whose cover takes at most 16 cells.
 */
const PRECISIONS = [5, 4, 3, 2];
/** Cells one search is filed under at most; a larger area is filed in the wide index (saved-search-wide-repository.ts). */
const MAX_AREA_CELLS = 16;
/**
 * The cell every search without a usable area was filed under before the wide index: every listing event read
 * all of it. Nothing is filed there now; a listing event still reads what is left and moves it (saved-search-index-repository.ts).
 */
export const LEGACY_NATIONWIDE = '*';

/** What the index keeps of a search that is not paused: what matching and telling need (name, filters, box). */
export const ZSavedSearchIndexEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    userId: z.string(),
    searchId: z.string(),
    name: z.string(),
    source: z.enum(SAVED_SEARCH_SOURCES),
    /** Paused searches are not filed; one set to Never is, for its card's count (it is told nothing). */
    frequency: z.enum(['instant', 'daily', 'never']),
    filters: ZSavedSearchFiltersSchema,
    bbox: z.nullable(ZBboxSchema),
  }),
);

/**
 * SEARCHAREA#<cell> / SEARCH#<userId>#<searchId>: a saved search that is not paused (told instantly, daily, or
 * never: then only counted on its card) with an area, filed under each geohash cell its area touches. A listing event reads only the four
 * cells that can hold it (its cell at each precision), never every search. It is written in the same
 * transactions as the search, so it never tells of a paused one.
 */
export const savedSearchAreaEntity = defineEntity({
  name: ENTITY.savedSearchArea,
  schema: ZSavedSearchIndexEntrySchema,
  key: (entry: { cell: string; userId: string; searchId: string }) => keys.savedSearchArea(entry.cell, entry.userId, entry.searchId),
});
export type TSavedSearchAreaRecord = ReturnType<typeof savedSearchAreaEntity.parse>;

/** The cells a search's area is filed under: the finest precision that covers it in 16 cells; none (a wide search) without an area or for a larger one. */
export function areaCellsOf(area: { bbox: readonly [number, number, number, number] } | null): string[] {
  if (!area) return [];
  const [west, south, east, north] = area.bbox;
  const box = { west, south, east, north };
  for (const precision of PRECISIONS) if (coverCount(box, precision) <= MAX_AREA_CELLS) return coverBox(box, precision);
  return [];
}

/** Whether a search is filed in the wide index: no area, or one too large for the cells (a country, a region). */
export const needsWideIndex = (area: { bbox: readonly [number, number, number, number] } | null): boolean => areaCellsOf(area).length === 0;

/** The cells whose searches can match a listing at this point: its cell at each precision (none without a point). */
export function cellsAround(coordinates: { lat: number; lng: number } | null): string[] {
  if (!coordinates) return [];
  return PRECISIONS.map((precision) => encodeGeohash(coordinates.lat, coordinates.lng, precision));
}

/** The alerting searches filed under one cell (every page: a cell holds the searches of one area). */
export async function listSearchesInCell(db: TDb, cell: string): Promise<TSavedSearchAreaRecord[]> {
  const items = await queryAllItems(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.savedSearchAreaPartition(cell) } });
  return items.map(savedSearchAreaEntity.parse);
}
