import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './conditional-write';
import { decodeCursor, encodeCursor } from './cursor';
import type { TDb } from './db';
import { mlsMappingEntity, mlsMappingSummarySchema, type TMlsMappingRecord } from './mls-records';
import { collectPage, queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
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
  const outcome = await conditionalWrite(db, new PutCommand({ TableName: db.tableName, Item: mlsMappingEntity.toItem(mapping), ConditionExpression: 'attribute_not_exists(pk)' }));
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

const SUMMARY_ATTRIBUTES = Object.keys(mlsMappingSummarySchema.shape);

/** Every mapping of a configuration for full-sync reconciliation, its raw MLS record not even read. */
export async function listMlsMappings(db: TDb, configId: string): Promise<Omit<TMlsMappingRecord, 'raw'>[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.mlsConfigPartition(configId), ':prefix': keys.mlsMappingPrefix },
    ProjectionExpression: SUMMARY_ATTRIBUTES.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(SUMMARY_ATTRIBUTES.map((name, index) => [`#a${index}`, name])),
  });
  return items.map((item) => mlsMappingSummarySchema.parse(item));
}

const LINKED_INDEX_KEYS = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, TABLE_KEYS.gsi2.partitionKey, TABLE_KEYS.gsi2.sortKey] as const;

/**
 * A page of the listings an agent is linked to (a co-listed listing, a broker's office listing another
 * account owns), newest link first: the ids of the listings, one Query on gsi2 (`LINKED#userId`), with the
 * role read from the listing itself by the caller. A link dropped since (the listing left the member's feed)
 * may still be among them: the caller checks the listing names the agent.
 */
export async function listLinkedListingIds(db: TDb, input: { userId: string; limit: number; cursor?: string }): Promise<{ propertyIds: string[]; nextCursor: string | null }> {
  const cursorQuery = { list: 'linked', userId: input.userId };
  const { items, nextStartKey } = await collectPage(
    db,
    {
      IndexName: TABLE_KEYS.gsi2.name,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.linkedListingsPartition(input.userId) },
      ScanIndexForward: false,
    },
    { limit: input.limit, startKey: decodeCursor(input.cursor, cursorQuery, LINKED_INDEX_KEYS), keyAttributes: LINKED_INDEX_KEYS },
  );
  return { propertyIds: items.map((item) => String(item.propertyId)), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}
