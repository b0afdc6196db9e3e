import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { analyticsRollupUpdates } from './analytics-rollups';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import { ENTITY, keys } from './table';

/** USER#id / SAVEDLISTING#propertyId: a listing the user saved. */
export const savedListingEntity = defineEntity({
  name: ENTITY.savedListing,
  schema: z.object({ userId: z.string(), propertyId: z.string(), savedAt: z.string() }),
  key: (saved: { userId: string; propertyId: string }) => keys.savedListing(saved.userId, saved.propertyId),
});

/** Saves a listing; saving it again changes nothing (and is not counted again in its agent's analytics). */
export async function saveListing(db: TDb, userId: string, listing: { id: string; userId: string; title: string; timeZone?: string | null }, savedAt: string): Promise<void> {
  await conditionalWrite(
    db,
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.tableName, Item: savedListingEntity.toItem({ userId, propertyId: listing.id, savedAt }), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...analyticsRollupUpdates(db.tableName, { agentId: listing.userId, listing: { id: listing.id, title: listing.title, timeZone: listing.timeZone }, at: savedAt, counts: { saves: 1 } }),
      ],
    }),
  );
}

export async function unsaveListing(db: TDb, userId: string, propertyId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: savedListingEntity.key({ userId, propertyId }) }));
}

const propertyIdOnly = z.object({ propertyId: z.string() });

export async function listSavedListingIds(db: TDb, userId: string): Promise<string[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.savedListingPrefix },
    ProjectionExpression: 'propertyId',
  });
  return items.map((item) => propertyIdOnly.parse(item).propertyId);
}
