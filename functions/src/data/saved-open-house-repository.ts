import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TSavedOpenHouseStatus } from '@shared/constants/open-house';
import { isConditionFailure, type TDb } from './db';
import { queryAllItems } from './query-pages';
import { toOpenHouse } from './open-house-repository';
import type { TOpenHouseRecord } from './property-records';
import { ENTITY, keys } from './table';

export type TSavedOpenHouseRecord = {
  userId: string;
  openHouseId: string;
  propertyId: string;
  startsAt: string;
  endsAt: string;
  status: TSavedOpenHouseStatus;
  createdAt: string;
  updatedAt: string;
};

const strip = ({ pk: _a, sk: _b, entity: _c, ...rest }: Record<string, unknown>) => rest as TSavedOpenHouseRecord;

/** Saves once; saving again keeps the first record (and its status). Returns the stored record. */
export async function putSavedOpenHouse(db: TDb, record: TSavedOpenHouseRecord): Promise<TSavedOpenHouseRecord> {
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.savedOpenHouse(record.userId, record.openHouseId), entity: ENTITY.savedOpenHouse, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return record;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getSavedOpenHouse(db, record.userId, record.openHouseId)) ?? record;
  }
}

export async function getSavedOpenHouse(db: TDb, userId: string, openHouseId: string): Promise<TSavedOpenHouseRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.savedOpenHouse(userId, openHouseId) }));
  return result.Item ? strip(result.Item) : null;
}

/** Changes the status only if it is still `from` (two tabs cannot race a transition). Returns false otherwise. */
export async function transitionSavedOpenHouse(db: TDb, input: { userId: string; openHouseId: string; from: TSavedOpenHouseStatus; to: TSavedOpenHouseStatus; now: string }): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.savedOpenHouse(input.userId, input.openHouseId),
        UpdateExpression: 'SET #status = :to, updatedAt = :now',
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':to': input.to, ':from': input.from, ':now': input.now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteSavedOpenHouse(db: TDb, userId: string, openHouseId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.savedOpenHouse(userId, openHouseId) }));
}

export async function listSavedOpenHouses(db: TDb, userId: string): Promise<TSavedOpenHouseRecord[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.savedOpenHousePrefix },
  });
  return items.map(strip);
}

/** The open-house items behind saved records (missing ones were removed by their agent). */
export async function getOpenHousesOf(db: TDb, saved: readonly TSavedOpenHouseRecord[]): Promise<Map<string, TOpenHouseRecord>> {
  const found = new Map<string, TOpenHouseRecord>();
  for (let i = 0; i < saved.length; i += 100) {
    let request: Record<string, { Keys: Record<string, string>[] }> | undefined = {
      [db.tableName]: { Keys: saved.slice(i, i + 100).map((s) => keys.openHouse(s.propertyId, s.startsAt, s.openHouseId)) },
    };
    while (request && Object.keys(request).length) {
      const result = await db.client.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[db.tableName] ?? []) {
        const openHouse = toOpenHouse(item);
        found.set(openHouse.id, openHouse);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
