import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import type { TItemKey } from './entity';
import type { TPropertyRecord } from './property-records';
import { LEGACY_NATIONWIDE, areaCellsOf, cellsAround, savedSearchAreaEntity, type TSavedSearchAreaRecord } from './saved-search-area-repository';
import type { TSavedSearchRecord } from './saved-search-repository';
import { savedSearchWideEntity, wideRangesFor } from './saved-search-wide-repository';
import { TABLE_KEYS } from './table';
import * as keys from './keys';
import { deleteOperation, putOperation, transactWrite } from './transaction';

type TIndexedSearch = Pick<TSavedSearchRecord, 'userId' | 'id' | 'name' | 'source' | 'frequency' | 'paused' | 'filters' | 'area'>;
type TIndexWrite = { Put: { TableName: string; Item: Record<string, unknown> } } | { Delete: { TableName: string; Key: TItemKey } };

const keyText = (key: TItemKey) => `${key.pk}|${key.sk}`;
const keyOfItem = (item: Record<string, unknown>): TItemKey => ({ pk: String(item[TABLE_KEYS.partitionKey]), sk: String(item[TABLE_KEYS.sortKey]) });

/**
 * The index items of a search that is not paused: one per cell of its area, or one in the wide index. One set to
 * Never is filed too: it is told nothing, but its matches are counted on its card (search-hit-repository.ts).
 */
function entriesOf(search: TIndexedSearch | null): Record<string, unknown>[] {
  if (!search || search.paused) return [];
  const entry = {
    userId: search.userId,
    searchId: search.id,
    name: search.name,
    source: search.source,
    frequency: search.frequency,
    filters: search.filters,
    bbox: search.area?.bbox ?? null,
  };
  const cells = areaCellsOf(search.area);
  return cells.length ? cells.map((cell) => savedSearchAreaEntity.toItem({ ...entry, cell })) : [savedSearchWideEntity.toItem(entry)];
}

/** Every index key a search may hold, alerting or not (a wide one also its entry of the layout before the wide index). */
function keysOf(search: TIndexedSearch | null): TItemKey[] {
  if (!search) return [];
  const cells = areaCellsOf(search.area);
  if (cells.length) return cells.map((cell) => savedSearchAreaEntity.key({ cell, userId: search.userId, searchId: search.id }));
  return [
    savedSearchWideEntity.key({ userId: search.userId, searchId: search.id, filters: search.filters }),
    savedSearchAreaEntity.key({ cell: LEGACY_NATIONWIDE, userId: search.userId, searchId: search.id }),
  ];
}

/**
 * The writes that take the index from what `before` filed (null: a new search) to what `after` files (null: deleted):
 * a Put per entry while it is not paused, a Delete for every other key it held (a changed filter moves a wide search
 * to another bucket; a wide search's entry of the earlier layout goes too). Go in the search's own transaction.
 */
export function savedSearchIndexWrites(db: TDb, before: TIndexedSearch | null, after: TIndexedSearch | null): TIndexWrite[] {
  const puts = entriesOf(after);
  const put = new Set(puts.map((item) => keyText(keyOfItem(item))));
  const stale = new Map([...keysOf(before), ...keysOf(after)].filter((key) => !put.has(keyText(key))).map((key) => [keyText(key), key]));
  return [
    ...puts.map((Item) => ({ Put: { TableName: db.tableName, Item } })),
    ...[...stale.values()].map((Key) => ({ Delete: { TableName: db.tableName, Key } })),
  ];
}

/**
 * One partition (or range of one) of the index a listing event reads. `id` orders them and names them in a
 * continuation's cursor; the layout's leftover nationwide partition comes first, so a search it moves into the
 * wide index meanwhile is found either there or later in the wide index, never missed.
 */
export type TSearchIndexSource = { id: string; pk: string; sk?: { from: string; to: string }; isLegacy: boolean };

/** Where the searches that can match a listing are filed: what is left of the earlier nationwide partition, its four cells, the four wide ranges. */
export function indexSourcesForListing(listing: Pick<TPropertyRecord, 'coordinates' | 'price' | 'propertyType' | 'bedrooms'>): TSearchIndexSource[] {
  const legacy = { id: `0|${LEGACY_NATIONWIDE}`, pk: keys.savedSearchAreaPartition(LEGACY_NATIONWIDE), isLegacy: true };
  const cells = cellsAround(listing.coordinates).map((cell) => ({ id: `1|${cell}`, pk: keys.savedSearchAreaPartition(cell), isLegacy: false }));
  const wide = wideRangesFor(listing).map((range) => ({ id: `2|${range.pk}`, pk: range.pk, sk: { from: range.from, to: range.to }, isLegacy: false }));
  return [legacy, ...cells, ...wide].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** One page of the alerting searches filed in a source, from `startKey` (a continuation's), at most `limit`, with where the next page starts. */
export async function readSearchIndexPage(
  db: TDb,
  source: TSearchIndexSource,
  input: { startKey?: TItemKey; limit: number },
): Promise<{ items: TSavedSearchAreaRecord[]; nextStartKey: TItemKey | null }> {
  const page = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: source.sk ? 'pk = :pk AND sk BETWEEN :from AND :to' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': source.pk, ...(source.sk ? { ':from': source.sk.from, ':to': source.sk.to } : {}) },
      ExclusiveStartKey: input.startKey,
      Limit: input.limit,
    }),
  );
  const items = (page.Items ?? []).map(savedSearchAreaEntity.parse);
  return { items, nextStartKey: page.LastEvaluatedKey ? keyOfItem(page.LastEvaluatedKey) : null };
}

/**
 * Moves searches read from the earlier layout's nationwide partition into the wide index (the backfill at first
 * read): each one's entry there is deleted on condition that it is still there (a save, edit or delete of the
 * search since then already filed it anew) and its wide entry put, in one transaction.
 */
export async function moveLegacyNationwideSearches(db: TDb, entries: readonly TSavedSearchAreaRecord[]): Promise<void> {
  for (const entry of entries) {
    await transactWrite(db, [
      deleteOperation(db, { Key: savedSearchAreaEntity.key({ ...entry, cell: LEGACY_NATIONWIDE }), ConditionExpression: 'attribute_exists(pk)' }),
      putOperation(db, { Item: savedSearchWideEntity.toItem(entry) }),
    ]);
  }
}
