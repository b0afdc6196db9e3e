import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-items';
import { conditionalWrite } from './conditional-write';
import type { TDb, TTransactItem } from './db';
import { counterUpdatesOf } from './listing-counters';
import { mlsMappingEntity, type TMlsMappingRecord } from './mls-records';
import { propertyEntity, type TPropertyRecord } from './property-records';
import { keys } from './table';

/**
 * A listing and its MLS mapping written together. `property.before` null: a new listing (its mapping
 * already reserved). Each write is conditional on what was read, so a race fails the whole transaction.
 */
export type TMlsListingWrite = {
  property: { before: TPropertyRecord | null; after: TPropertyRecord };
  mapping: { before: TMlsMappingRecord; after: TMlsMappingRecord };
};

/** Two items per listing and at most two counters each, plus the owner's tile: within DynamoDB's 100 items per transaction. */
export const MLS_LISTINGS_PER_TRANSACTION = 24;
/** New mappings reserved in one transaction. */
export const MLS_RESERVATIONS_PER_TRANSACTION = 100;

/** The mappings of a page of MLS listings, read strongly consistently in one batch, by ListingKey. */
export async function getMlsMappingsByKeys(db: TDb, configId: string, listingKeys: readonly string[]): Promise<Map<string, TMlsMappingRecord>> {
  const items = await batchGetItems(db, listingKeys.map((listingKey) => keys.mlsMapping(configId, listingKey)), { ConsistentRead: true });
  return new Map(items.map((item) => mlsMappingEntity.parse(item)).map((mapping) => [mapping.mlsListingId, mapping]));
}

/** Listings by id in one batch. */
export async function getPropertiesByIds(db: TDb, propertyIds: readonly string[]): Promise<Map<string, TPropertyRecord>> {
  const items = await batchGetItems(db, propertyIds.map((id) => propertyEntity.key({ id })));
  return new Map(items.map((item) => propertyEntity.parse(item)).map((property) => [property.id, property]));
}

/** Reserves the listing ids of new MLS listings, all or none: false when any mapping was written meanwhile. */
export async function reserveMlsMappings(db: TDb, mappings: readonly TMlsMappingRecord[]): Promise<boolean> {
  if (mappings.length === 0) return true;
  const TransactItems = mappings.map((mapping) => ({ Put: { TableName: db.tableName, Item: mlsMappingEntity.toItem(mapping), ConditionExpression: 'attribute_not_exists(pk)' } }));
  return (await conditionalWrite(db, new TransactWriteCommand({ TransactItems }))).written;
}

/** Writes listings, their mappings and the counters they move in one transaction; false when any was changed meanwhile. */
export async function writeMlsListings(db: TDb, writes: readonly TMlsListingWrite[]): Promise<boolean> {
  if (writes.length === 0) return true;
  const TransactItems: TTransactItem[] = [
    ...writes.flatMap(({ property, mapping }) => [propertyPut(db, property), mappingPut(db, mapping)]),
    ...counterUpdatesOf(db.tableName, writes.map((write) => write.property)),
  ];
  return (await conditionalWrite(db, new TransactWriteCommand({ TransactItems }))).written;
}

function propertyPut(db: TDb, { before, after }: TMlsListingWrite['property']): TTransactItem {
  const Item = propertyEntity.toItem(after);
  if (!before) return { Put: { TableName: db.tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' } };
  return { Put: { TableName: db.tableName, Item, ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen', ExpressionAttributeValues: { ':seen': before.updatedAt } } };
}

const mappingPut = (db: TDb, { before, after }: TMlsListingWrite['mapping']): TTransactItem => ({
  Put: { TableName: db.tableName, Item: mlsMappingEntity.toItem(after), ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': before.updatedAt } },
});
