import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import * as keys from './keys';
import { mlsRegistryEntryEntity, mlsRegistryServerEntity, type TMlsRegistryEntryRecord } from './mls-trust-records';
import { queryAllItems } from './query-pages';
import { configuredMlsRegistry } from './configured-mls-registry';
import { deleteOperation, putOperation, transactWrite } from './transaction';

/** Every registered MLS: the deployment's configured ones, then those admins added (one partition of a few hundred items at most). */
export async function listMlsRegistry(db: TDb): Promise<TMlsRegistryEntryRecord[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.mlsRegistryPartition, ':prefix': keys.mlsRegistryEntryPrefix },
  });
  const configured = configuredMlsRegistry();
  return [...configured, ...items.map(mlsRegistryEntryEntity.parse).filter((entry) => !configured.some((other) => other.id === entry.id))];
}

export async function getMlsRegistryEntry(db: TDb, mlsId: string): Promise<TMlsRegistryEntryRecord | null> {
  const configured = configuredMlsRegistry().find((entry) => entry.id === mlsId);
  if (configured) return configured;
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.mlsRegistryEntry(mlsId), ConsistentRead: true }));
  return mlsRegistryEntryEntity.parseOptional(result.Item);
}

/** Why a registry write did not go through: the id is taken, or one of the server addresses is another MLS's. */
export type TRegistryWriteOutcome =
  { written: true } | { written: false; reason: 'id-taken' | 'changed-meanwhile' } | { written: false; reason: 'server-taken'; serverKey: string };

/**
 * Writes an entry with the locks of its server addresses, in one transaction: `before` null creates it (its id
 * unused), else replaces `before` as read (a concurrent edit fails the condition). Locks of addresses it no longer
 * has are released; a new address another MLS holds fails its lock.
 */
export async function writeMlsRegistryEntry(
  db: TDb,
  before: { entry: TMlsRegistryEntryRecord; serverKeys: readonly string[] } | null,
  after: { entry: TMlsRegistryEntryRecord; serverKeys: readonly string[] },
): Promise<TRegistryWriteOutcome> {
  const kept = new Set(before?.serverKeys ?? []);
  const added = after.serverKeys.filter((key) => !kept.has(key));
  const removed = [...kept].filter((key) => !after.serverKeys.includes(key));
  const entryWrite = before
    ? putOperation(db, {
        Item: mlsRegistryEntryEntity.toItem(after.entry),
        ConditionExpression: 'updatedAt = :updatedAt',
        ExpressionAttributeValues: { ':updatedAt': before.entry.updatedAt },
      })
    : putOperation(db, { Item: mlsRegistryEntryEntity.toItem(after.entry), ConditionExpression: 'attribute_not_exists(pk)' });
  const outcome = await transactWrite(db, [
    entryWrite,
    ...added.map((serverKey) =>
      putOperation(db, { Item: mlsRegistryServerEntity.toItem({ serverKey, mlsId: after.entry.id }), ConditionExpression: 'attribute_not_exists(pk)' }),
    ),
    ...removed.map((serverKey) => deleteOperation(db, { Key: mlsRegistryServerEntity.key({ serverKey }) })),
  ]);
  if (outcome.written) return { written: true };
  const failed = outcome.failedItems.find((index) => index > 0);
  if (failed !== undefined) return { written: false, reason: 'server-taken', serverKey: added[failed - 1]! };
  return { written: false, reason: before ? 'changed-meanwhile' : 'id-taken' };
}
