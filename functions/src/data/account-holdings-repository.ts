import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import type { TItemKey } from './entity';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';

/**
 * Whole item collections read as stored, for the two jobs that must see everything a person has: the export of
 * their data and the deletion of their account (issue 44). Both read known partitions and index partitions
 * (the user's and agent's own), never the whole table.
 */
export type TRawItem = Record<string, unknown>;

/** Every item of one partition (USER#id, AGENT#id, LEADSTATE#id, …), optionally only sort keys with a prefix. */
export async function listPartitionItems(db: TDb, pk: string, skPrefix?: string): Promise<TRawItem[]> {
  return queryAllItems(db, {
    KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
    ConsistentRead: true,
  });
}

const listIndexItems = (db: TDb, index: typeof TABLE_KEYS.gsi1 | typeof TABLE_KEYS.gsi2 | typeof TABLE_KEYS.gsi3, pk: string, skPrefix?: string) =>
  queryAllItems(db, {
    IndexName: index.name,
    KeyConditionExpression: skPrefix ? `${index.partitionKey} = :pk AND begins_with(${index.sortKey}, :prefix)` : `${index.partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
  });

/** Every item of one gsi1 partition (USER#id: sessions and what names the user elsewhere; AGENT#id: listings and leads; INBOX#id). */
export const listGsi1PartitionItems = (db: TDb, pk: string, skPrefix?: string) => listIndexItems(db, TABLE_KEYS.gsi1, pk, skPrefix);

/** Every item of one gsi2 partition (AGENT#id: open houses; SENT#id: messages sent; LEADADDR#email: leads left). */
export const listGsi2PartitionItems = (db: TDb, pk: string, skPrefix?: string) => listIndexItems(db, TABLE_KEYS.gsi2, pk, skPrefix);

/** Every item of one gsi3 partition (LEADPOOLFROM#broker#agent: an agent's own leads in their team's pool). */
export const listGsi3PartitionItems = (db: TDb, pk: string, skPrefix?: string) => listIndexItems(db, TABLE_KEYS.gsi3, pk, skPrefix);

export const keyOf = (item: TRawItem): TItemKey => ({ pk: String(item[TABLE_KEYS.partitionKey]), sk: String(item[TABLE_KEYS.sortKey]) });

/**
 * Takes the user out of an item that stays someone else's record (a lead they left at another agent, its
 * conversation): the sender id becomes null (a message's schema requires the attribute) and `indexes`' keys go;
 * true when the item existed.
 */
export async function removeSenderFromItem(db: TDb, key: TItemKey, indexes: readonly (typeof TABLE_KEYS.gsi2)[] = []): Promise<boolean> {
  const removed = indexes.flatMap((index) => [index.partitionKey, index.sortKey]);
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: key,
      UpdateExpression: `SET senderUserId = :none${removed.length ? ` REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':none': null },
      ...(removed.length ? { ExpressionAttributeNames: Object.fromEntries(removed.map((name, i) => [`#r${i}`, name])) } : {}),
    }),
  );
  return outcome.written;
}

/** Deletes an item only while `attribute` still names `value` (a lock or holder another account may hold since). */
export async function deleteItemHeldBy(db: TDb, key: TItemKey, attribute: string, value: string): Promise<void> {
  await conditionalWrite(
    db,
    new DeleteCommand({
      TableName: db.tableName,
      Key: key,
      ConditionExpression: '#a = :v',
      ExpressionAttributeNames: { '#a': attribute },
      ExpressionAttributeValues: { ':v': value },
    }),
  );
}
