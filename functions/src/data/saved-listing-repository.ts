import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
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
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.savedListingPrefix },
        ProjectionExpression: 'propertyId',
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((i) => String(i.propertyId)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}
