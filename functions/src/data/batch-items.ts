import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import type { TItemKey } from './entity';

/** BatchGetItem takes at most 100 keys, BatchWriteItem 25 operations. */
const GET_CHUNK = 100;
const WRITE_CHUNK = 25;

type TProjection = { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> };
type TBatchGetOptions = Partial<TProjection> & { ConsistentRead?: boolean };

/** The items at `itemKeys` that exist (in no particular order), retrying what DynamoDB left unprocessed. */
export async function batchGetItems(db: TDb, itemKeys: readonly TItemKey[], options?: TBatchGetOptions): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < itemKeys.length; i += GET_CHUNK) {
    let request: BatchGetCommandInput['RequestItems'] = { [db.tableName]: { Keys: itemKeys.slice(i, i + GET_CHUNK), ...options } };
    while (request && Object.keys(request).length) {
      const result: BatchGetCommandOutput = await db.client.send(new BatchGetCommand({ RequestItems: request }));
      items.push(...(result.Responses?.[db.tableName] ?? []));
      request = result.UnprocessedKeys;
    }
  }
  return items;
}

/** Deletes the items at `itemKeys` outside a transaction, retrying what DynamoDB left unprocessed. */
export const batchDeleteItems = (db: TDb, itemKeys: readonly TItemKey[]) =>
  batchWrite(
    db,
    itemKeys.map((Key) => ({ DeleteRequest: { Key } })),
  );

/** Puts whole items outside a transaction (bulk loads: seeds, benches, test set-up), retrying what DynamoDB left unprocessed. */
export const batchPutItems = (db: TDb, items: readonly Record<string, unknown>[]) =>
  batchWrite(
    db,
    items.map((Item) => ({ PutRequest: { Item } })),
  );

type TWriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

async function batchWrite(db: TDb, requests: readonly TWriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += WRITE_CHUNK) {
    let request: BatchWriteCommandInput['RequestItems'] = { [db.tableName]: requests.slice(i, i + WRITE_CHUNK) };
    while (request && Object.keys(request).length) {
      const result: BatchWriteCommandOutput = await db.client.send(new BatchWriteCommand({ RequestItems: request }));
      request = result.UnprocessedItems;
    }
  }
}
