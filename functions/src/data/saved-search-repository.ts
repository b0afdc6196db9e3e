import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { SAVED_SEARCH_FREQUENCY_VALUES, SAVED_SEARCH_SOURCES } from '@shared/constants/saved-searches';
import { ZSavedSearchAreaSchema, ZSavedSearchFiltersSchema } from '@shared/schemas/saved-search.schema';
import { conditionalWrite } from './conditional-write';
import { decodeCursor, encodeCursor } from './cursor';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { collectPage } from './query-pages';
import { needsWideIndex } from './saved-search-area-repository';
import { savedSearchIndexWrites } from './saved-search-index-repository';
import { TABLE_KEYS } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { updateExpression } from './update-expression';
import { deleteOperation, putOperation, transactWrite, updateOperation } from './transaction';

/**
 * USER#id / SAVEDSEARCH#<ulid>: a search a buyer saved on /listings or /map: the filters, the area (box and
 * place name), how they want to be told of new matches, whether it is paused, and when they last opened it.
 * Every write that changes whether or how it alerts rewrites its index entries (saved-search-index-repository.ts: by area
 * cell, or by price range, type and bedrooms without a usable area) in the same transaction.
 */
export const savedSearchEntity = defineEntity({
  name: ENTITY.savedSearch,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      userId: z.string(),
      id: z.string(),
      name: z.string(),
      source: z.enum(SAVED_SEARCH_SOURCES),
      frequency: z.enum(SAVED_SEARCH_FREQUENCY_VALUES),
      paused: z._default(z.boolean(), false),
      filters: ZSavedSearchFiltersSchema,
      area: z._default(z.nullable(ZSavedSearchAreaSchema), null),
      createdAt: z.string(),
      updatedAt: z.string(),
      lastVisitedAt: z.string(),
    }),
  ),
  key: (search: { userId: string; id: string }) => keys.savedSearch(search.userId, search.id),
});

export type TSavedSearchRecord = ReturnType<typeof savedSearchEntity.parse>;
export type TSavedSearchChanges = Partial<Pick<TSavedSearchRecord, 'name' | 'frequency' | 'paused' | 'filters'>>;

/** USER#id / SAVEDSEARCHCOUNT: how many searches the user has saved. */
export const savedSearchCountEntity = defineEntity({
  name: ENTITY.savedSearchCount,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ count: z._default(z.number(), 0) })),
  key: (owner: { userId: string }) => keys.savedSearchCount(owner.userId),
});

const TABLE_PRIMARY_KEYS = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey] as const;

export async function getSavedSearch(db: TDb, userId: string, id: string): Promise<TSavedSearchRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: savedSearchEntity.key({ userId, id }), ConsistentRead: true }));
  return savedSearchEntity.parseOptional(result.Item);
}

/** How many searches a user has saved (the counter the limit is checked against). */
export async function getSavedSearchCount(db: TDb, userId: string): Promise<number> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: savedSearchCountEntity.key({ userId }), ConsistentRead: true }));
  return savedSearchCountEntity.parseOptional(result.Item)?.count ?? 0;
}

/** A page of a user's saved searches, newest first (the sort key holds the search's ULID), with a cursor bound to that user. */
export async function listSavedSearchesPage(
  db: TDb,
  input: { userId: string; limit: number; cursor?: string },
): Promise<{ items: TSavedSearchRecord[]; nextCursor: string | null }> {
  const cursorQuery = { list: 'saved-searches', userId: input.userId };
  const { items, nextStartKey } = await collectPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(input.userId), ':prefix': keys.savedSearchPrefix },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    { limit: input.limit, startKey: decodeCursor(input.cursor, cursorQuery, TABLE_PRIMARY_KEYS), keyAttributes: TABLE_PRIMARY_KEYS },
  );
  return { items: items.map(savedSearchEntity.parse), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}

export type TSaveOutcome = 'saved' | 'over-limit' | 'over-wide-limit' | { duplicateOf: TSavedSearchRecord };

/**
 * Saves a search, counts it and files it in the alert index in one transaction, unless the user already has
 * `max`, or, for a search without a usable area (needsWideIndex), `maxWide` such searches, or one that
 * `isDuplicate` says looks for the same: two tabs saving at once cannot pass any of these. Nothing is written
 * when one refuses it.
 * It reads the user's searches first (at most `max` items, whole) and then writes on condition that the
 * counter is still what it was, so no save or delete came between (else it reads again).
 */
export async function putSavedSearchWithinLimit(
  db: TDb,
  record: TSavedSearchRecord,
  limits: { max: number; maxWide: number },
  isDuplicate: (other: TSavedSearchRecord) => boolean = () => false,
): Promise<TSaveOutcome> {
  for (;;) {
    const counter = await readCounter(db, record.userId);
    const { items } = await listSavedSearchesPage(db, { userId: record.userId, limit: Math.max(limits.max, counter.count) });
    const duplicate = items.find(isDuplicate);
    if (duplicate) return { duplicateOf: duplicate };
    if (needsWideIndex(record.area) && items.filter((search) => needsWideIndex(search.area)).length >= limits.maxWide) return 'over-wide-limit';
    const unchanged = counter.exists ? '#count = :seen' : 'attribute_not_exists(#count)';
    const outcome = await transactWrite(db, [
      updateOperation(db, {
        Key: savedSearchCountEntity.key(record),
        UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one, entity = :entity',
        ConditionExpression: `(attribute_not_exists(#count) OR #count < :max) AND ${unchanged}`,
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ':max': limits.max,
          ':entity': ENTITY.savedSearchCount,
          ...(counter.exists ? { ':seen': counter.count } : {}),
        },
      }),
      putOperation(db, { Item: savedSearchEntity.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' }),
      ...savedSearchIndexWrites(db, null, record),
    ]);
    if (outcome.written) return 'saved';
    if ((await getSavedSearchCount(db, record.userId)) >= limits.max) return 'over-limit';
  }
}

/** The saved-search counter as stored: whether it has a count yet, and the count. */
async function readCounter(db: TDb, userId: string): Promise<{ exists: boolean; count: number }> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: savedSearchCountEntity.key({ userId }), ConsistentRead: true }));
  const count = result.Item?.count;
  return typeof count === 'number' ? { exists: true, count } : { exists: false, count: 0 };
}

/**
 * Changes what is given of a saved search and its area index in one transaction, on condition that it is
 * unchanged since read (a concurrent edit makes it read again; a visit does not touch what the index holds).
 * Null when the user has no such search.
 */
export async function updateSavedSearch(
  db: TDb,
  input: { userId: string; id: string; changes: TSavedSearchChanges; now: string },
): Promise<TSavedSearchRecord | null> {
  for (;;) {
    const before = await getSavedSearch(db, input.userId, input.id);
    if (!before) return null;
    const given = Object.fromEntries(Object.entries(input.changes).filter(([, value]) => value !== undefined)) as TSavedSearchChanges;
    const after: TSavedSearchRecord = { ...before, ...given, updatedAt: input.now };
    const set = updateExpression({ ...input.changes, updatedAt: input.now });
    const outcome = await transactWrite(db, [
      updateOperation(db, {
        Key: savedSearchEntity.key(before),
        ...set,
        ConditionExpression: 'updatedAt = :seen',
        ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':seen': before.updatedAt },
      }),
      ...savedSearchIndexWrites(db, before, after),
    ]);
    if (outcome.written) return after;
  }
}

/** Marks a saved search opened now: "new" counts start again from here. Null when the user has no such search. */
export async function markSavedSearchVisited(db: TDb, input: { userId: string; id: string; at: string }): Promise<TSavedSearchRecord | null> {
  return setIfExists(db, input, { lastVisitedAt: input.at });
}

/** Sets the defined `fields` of a saved search that exists. */
async function setIfExists(db: TDb, search: { userId: string; id: string }, fields: Record<string, unknown>): Promise<TSavedSearchRecord | null> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: savedSearchEntity.key(search),
      ...updateExpression(fields),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
    }),
  );
  return outcome.written && outcome.attributes ? savedSearchEntity.parse(outcome.attributes) : null;
}

/** Deletes a saved search, uncounts it and takes it out of the area index in one transaction. False when the user has no such search. */
export async function deleteSavedSearch(db: TDb, userId: string, id: string): Promise<boolean> {
  const search = await getSavedSearch(db, userId, id);
  if (!search) return false;
  const outcome = await transactWrite(db, [
    deleteOperation(db, { Key: savedSearchEntity.key({ userId, id }), ConditionExpression: 'attribute_exists(pk)' }),
    updateOperation(db, {
      Key: savedSearchCountEntity.key({ userId }),
      UpdateExpression: 'ADD #count :minusOne',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
    ...savedSearchIndexWrites(db, search, null),
  ]);
  return outcome.written;
}
