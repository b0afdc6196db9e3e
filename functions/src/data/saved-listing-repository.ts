import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import { queryAllItems } from './query-pages';
import { ENTITY, keys } from './table';

export async function saveListing(db: TDb, userId: string, propertyId: string, savedAt: string): Promise<void> {
  await db.client.send(
    new PutCommand({ TableName: db.tableName, Item: { ...keys.savedListing(userId, propertyId), entity: ENTITY.savedListing, userId, propertyId, savedAt } }),
  );
}

export async function unsaveListing(db: TDb, userId: string, propertyId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.savedListing(userId, propertyId) }));
}

export async function listSavedListingIds(db: TDb, userId: string): Promise<string[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.savedListingPrefix },
    ProjectionExpression: 'propertyId',
  });
  return items.map((i) => String(i.propertyId));
}
