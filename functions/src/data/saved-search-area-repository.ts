import * as z from '@shared/zod';
import { SAVED_SEARCH_SOURCES } from '@shared/constants/saved-searches';
import { ZBboxSchema } from '@shared/schemas/bbox.schema';
import { ZSavedSearchFiltersSchema } from '@shared/schemas/saved-search.schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { coverBox, coverCount, encodeGeohash } from './geohash';
import { queryAllItems } from './query-pages';
import type { TSavedSearchRecord } from './saved-search-repository';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * Geohash precisions an area is filed under, finest first: a neighbourhood in 5 km cells, a city in 39 × 20 km
 * ones, a metro in 156 km ones, a state in 1,250 km ones; the finest whose cover takes at most 16 cells.
 */
const PRECISIONS = [5, 4, 3, 2];
/** Cells one search is filed under at most; a larger area is filed as nationwide. */
const MAX_AREA_CELLS = 16;
/** The cell of searches without an area (or too large for the grid): every listing event reads it. */
export const NATIONWIDE = '*';

/**
 * SEARCHAREA#<cell> / SEARCH#<userId>#<searchId>: an alerting saved search (not paused, told instantly or
 * daily), filed under each geohash cell its area touches, with what matching and telling need (name, filters, box). A listing
 * event reads only the five cells that can hold it (its cell at each precision, and nationwide), never
 * every search. It is written in the same transactions as the search, so it never tells of a paused one.
 */
export const savedSearchAreaEntity = defineEntity({
  name: ENTITY.savedSearchArea,
  schema: z.object({
    userId: z.string(),
    searchId: z.string(),
    name: z.string(),
    source: z.enum(SAVED_SEARCH_SOURCES),
    /** Only alerting searches are filed. */
    frequency: z.enum(['instant', 'daily']),
    filters: ZSavedSearchFiltersSchema,
    bbox: z.nullable(ZBboxSchema),
  }),
  key: (entry: { cell: string; userId: string; searchId: string }) => keys.savedSearchArea(entry.cell, entry.userId, entry.searchId),
});
export type TSavedSearchAreaRecord = ReturnType<typeof savedSearchAreaEntity.parse>;

type TIndexedSearch = Pick<TSavedSearchRecord, 'userId' | 'id' | 'name' | 'source' | 'frequency' | 'paused' | 'filters' | 'area'>;

/** The cells a search's area is filed under: the finest precision that covers it in 16 cells, else nationwide. */
export function areaCellsOf(area: Pick<NonNullable<TIndexedSearch['area']>, 'bbox'> | null): string[] {
  if (!area) return [NATIONWIDE];
  const [west, south, east, north] = area.bbox;
  const box = { west, south, east, north };
  for (const precision of PRECISIONS) if (coverCount(box, precision) <= MAX_AREA_CELLS) return coverBox(box, precision);
  return [NATIONWIDE];
}

/** The cells whose searches can match a listing at this point: its cell at each precision, and nationwide (only that without a point). */
export function cellsAround(coordinates: { lat: number; lng: number } | null): string[] {
  if (!coordinates) return [NATIONWIDE];
  return [...PRECISIONS.map((precision) => encodeGeohash(coordinates.lat, coordinates.lng, precision)), NATIONWIDE];
}

/**
 * The index writes that make the area index match `search`: a Put per cell while it alerts, else (paused,
 * never, deleted) a Delete per cell. A search's area never changes, so its cells are always the same.
 */
export function areaIndexWrites(db: TDb, search: TIndexedSearch, isDeleted = false) {
  const cells = areaCellsOf(search.area);
  const { frequency } = search;
  if (isDeleted || search.paused || frequency === 'never') return cells.map((cell) => ({ Delete: { TableName: db.tableName, Key: savedSearchAreaEntity.key({ cell, userId: search.userId, searchId: search.id }) } }));
  const record = { userId: search.userId, searchId: search.id, name: search.name, source: search.source, frequency, filters: search.filters, bbox: search.area?.bbox ?? null };
  return cells.map((cell) => ({ Put: { TableName: db.tableName, Item: savedSearchAreaEntity.toItem({ ...record, cell }) } }));
}

/** The alerting searches filed under one cell (every page: a cell holds the searches of one area). */
export async function listSearchesInCell(db: TDb, cell: string): Promise<TSavedSearchAreaRecord[]> {
  const items = await queryAllItems(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.savedSearchAreaPartition(cell) } });
  return items.map(savedSearchAreaEntity.parse);
}
