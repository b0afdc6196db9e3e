import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { analyticsRollupUpdates } from './analytics-rollups';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { decodeCursor, encodeCursor } from './cursor';
import { collectPage, countAllItems, queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { putOperation, transactWrite } from './transaction';

const savedListingSchema = /* @__PURE__ */ lazySchema(() => z.object({ userId: z.string(), propertyId: z.string(), savedAt: z.string() }));
export type TSavedListingRecord = z.infer<typeof savedListingSchema>;

/** USER#id / SAVEDLISTING#propertyId: a listing the user saved. */
export const savedListingEntity = defineEntity({
  name: ENTITY.savedListing,
  schema: savedListingSchema,
  key: (saved: { userId: string; propertyId: string }) => keys.savedListing(saved.userId, saved.propertyId),
});

/** Saves a listing; saving it again changes nothing (and is not counted again in its agent's analytics). True when it was new. */
export async function saveListing(
  db: TDb,
  userId: string,
  listing: { id: string; userId: string; title: string; timeZone?: string | null },
  savedAt: string,
): Promise<boolean> {
  const outcome = await transactWrite(db, [
    putOperation(db, { Item: savedListingEntity.toItem({ userId, propertyId: listing.id, savedAt }), ConditionExpression: 'attribute_not_exists(pk)' }),
    ...analyticsRollupUpdates(db.tableName, {
      agentId: listing.userId,
      listing: { id: listing.id, title: listing.title, timeZone: listing.timeZone },
      at: savedAt,
      counts: { saves: 1 },
    }),
  ]);
  return outcome.written;
}

export async function unsaveListing(db: TDb, userId: string, propertyId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: savedListingEntity.key({ userId, propertyId }) }));
}

const propertyIdOnly = /* @__PURE__ */ lazySchema(() => z.object({ propertyId: z.string() }));

export async function listSavedListingIds(db: TDb, userId: string): Promise<string[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.savedListingPrefix },
    ProjectionExpression: 'propertyId',
  });
  return items.map((item) => propertyIdOnly.parse(item).propertyId);
}

const TABLE_PRIMARY_KEYS = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey] as const;

const savedListingQuery = (userId: string) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.savedListingPrefix },
});

/**
 * A page of a user's saved listings, the newest listings first (the sort key holds the listing's ULID),
 * with a cursor bound to that user.
 */
export async function listSavedListingsPage(
  db: TDb,
  input: { userId: string; limit: number; cursor?: string },
): Promise<{ items: TSavedListingRecord[]; nextCursor: string | null }> {
  const cursorQuery = { list: 'saved-listings', userId: input.userId };
  const { items, nextStartKey } = await collectPage(
    db,
    { ...savedListingQuery(input.userId), ScanIndexForward: false },
    { limit: input.limit, startKey: decodeCursor(input.cursor, cursorQuery, TABLE_PRIMARY_KEYS), keyAttributes: TABLE_PRIMARY_KEYS },
  );
  return { items: items.map(savedListingEntity.parse), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}

/** How many listings a user saved (asked with the first page of their list). */
export const countSavedListings = (db: TDb, userId: string): Promise<number> => countAllItems(db, savedListingQuery(userId));
