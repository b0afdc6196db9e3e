import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { mlsMappingEntity, mlsMappingSummarySchema, type TMlsMappingRecord } from './mls-records';
import { queryAllItems } from './query-pages';
import * as keys from './keys';

export async function getMlsMapping(db: TDb, configId: string, listingKey: string): Promise<TMlsMappingRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.mlsMapping(configId, listingKey), ConsistentRead: true }));
  return mlsMappingEntity.parseOptional(result.Item);
}

/**
 * Reserves the listing id an MLS listing becomes, before the listing is written, so a retry writes
 * the same listing instead of a second one. Answers the mapping that won (ours or one written meanwhile).
 */
export async function reserveMlsMapping(db: TDb, mapping: TMlsMappingRecord): Promise<TMlsMappingRecord> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: mlsMappingEntity.toItem(mapping), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  if (outcome.written) return mapping;
  const existing = await getMlsMapping(db, mapping.mlsConfigId, mapping.mlsListingId);
  if (!existing) throw new Error(`The mapping of ${mapping.mlsListingId} vanished while it was being reserved`);
  return existing;
}

/** Replaces a mapping read as `before` unless another writer changed it since (false then). */
export async function replaceMlsMapping(db: TDb, before: TMlsMappingRecord, after: TMlsMappingRecord): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({
      TableName: db.tableName,
      Item: mlsMappingEntity.toItem(after),
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': before.updatedAt },
    }),
  );
  return outcome.written;
}

/** Records that full run `logId` read this listing (nothing else changes); a mapping that is gone is left gone. */
export async function markMlsMappingSeen(db: TDb, configId: string, listingKey: string, logId: string): Promise<void> {
  await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.mlsMapping(configId, listingKey),
      UpdateExpression: 'SET seenByLogId = :logId',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':logId': logId },
    }),
  );
}

/** Every mapping of a configuration for full-sync reconciliation, its raw MLS record not even read. */
export async function listMlsMappings(db: TDb, configId: string): Promise<Omit<TMlsMappingRecord, 'raw'>[]> {
  // Named here, not at module load: the summary schema is built on first use (lazySchema), as every shared schema is.
  const summaryAttributes = Object.keys(mlsMappingSummarySchema.shape);
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.mlsConfigPartition(configId), ':prefix': keys.mlsMappingPrefix },
    ProjectionExpression: summaryAttributes.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(summaryAttributes.map((name, index) => [`#a${index}`, name])),
  });
  return items.map((item) => mlsMappingSummarySchema.parse(item));
}
