import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { SAVED_OPEN_HOUSE_STATUSES, type TSavedOpenHouseStatus } from '@shared/constants/open-house';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import type { TOpenHouseRecord } from './property-records';
import { queryAllItems } from './query-pages';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** USER#id / SAVEDOH#openHouseId: an open house the user saved, with the times it had then. */
export const savedOpenHouseEntity = defineEntity({
  name: ENTITY.savedOpenHouse,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      userId: z.string(),
      openHouseId: z.string(),
      propertyId: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      /** The listing's zone when saved, so the times still read right once the open house is gone (absent on older saves). */
      timeZone: z.optional(z.string()),
      status: z.enum(SAVED_OPEN_HOUSE_STATUSES),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  key: (saved: { userId: string; openHouseId: string }) => keys.savedOpenHouse(saved.userId, saved.openHouseId),
});

export type TSavedOpenHouseRecord = ReturnType<typeof savedOpenHouseEntity.parse>;

/** Saves once; saving again keeps the first record (and its status). Returns the stored record. */
export async function putSavedOpenHouse(db: TDb, record: TSavedOpenHouseRecord): Promise<TSavedOpenHouseRecord> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: savedOpenHouseEntity.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return outcome.written ? record : ((await getSavedOpenHouse(db, record.userId, record.openHouseId)) ?? record);
}

export async function getSavedOpenHouse(db: TDb, userId: string, openHouseId: string): Promise<TSavedOpenHouseRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: savedOpenHouseEntity.key({ userId, openHouseId }) }));
  return savedOpenHouseEntity.parseOptional(result.Item);
}

/** Changes the status only if it is still `from` (two tabs cannot race a transition). Returns false otherwise. */
export async function transitionSavedOpenHouse(
  db: TDb,
  input: { userId: string; openHouseId: string; from: TSavedOpenHouseStatus; to: TSavedOpenHouseStatus; now: string },
): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: savedOpenHouseEntity.key(input),
      UpdateExpression: 'SET #status = :to, updatedAt = :now',
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': input.to, ':from': input.from, ':now': input.now },
    }),
  );
  return outcome.written;
}

export async function deleteSavedOpenHouse(db: TDb, userId: string, openHouseId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: savedOpenHouseEntity.key({ userId, openHouseId }) }));
}

export async function listSavedOpenHouses(db: TDb, userId: string): Promise<TSavedOpenHouseRecord[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.savedOpenHousePrefix },
  });
  return items.map(savedOpenHouseEntity.parse);
}

/** The saved record takes the times its open house has now (it moved), unless it was removed or repaired meanwhile. */
export async function repairSavedOpenHouseTimes(
  db: TDb,
  saved: TSavedOpenHouseRecord,
  openHouse: Pick<TOpenHouseRecord, 'startsAt' | 'endsAt'>,
): Promise<void> {
  await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: savedOpenHouseEntity.key(saved),
      UpdateExpression: 'SET startsAt = :startsAt, endsAt = :endsAt',
      ConditionExpression: 'startsAt = :seenStartsAt AND endsAt = :seenEndsAt',
      ExpressionAttributeValues: { ':startsAt': openHouse.startsAt, ':endsAt': openHouse.endsAt, ':seenStartsAt': saved.startsAt, ':seenEndsAt': saved.endsAt },
    }),
  );
}
