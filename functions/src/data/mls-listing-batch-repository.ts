import { mergedRollupUpdates, type TAnalyticsEvent } from './analytics-rollups';
import { batchGetItems } from './batch-items';
import type { TDb, TTransactItem } from './db';
import { ActiveListingLimitReached, counterUpdatesOf, isRefusedByLimit } from './listing-counters';
import { mlsListingAliasEntity, type TMlsListingAliasRecord } from './mls-alias-records';
import { mlsMappingEntity, type TMlsMappingRecord } from './mls-records';
import { snapshotUpdates, type TOpenHouseKey } from './open-house-repository';
import { openHouseEntity, propertyEntity, type TOpenHouseRecord, type TPropertyRecord } from './property-records';
import * as keys from './keys';
import { deleteOperation, putOperation, transactWrite } from './transaction';

/**
 * A listing and its MLS mapping written together. `before` null: new (a mapping may have been reserved
 * first). Each write is conditional on what was read, so a race fails the whole transaction.
 */
export type TMlsListingWrite = {
  property: { before: TPropertyRecord | null; after: TPropertyRecord };
  mapping: { before: TMlsMappingRecord | null; after: TMlsMappingRecord };
  openHouses: TMlsListingOpenHouses;
  /** The record's alias item (at its `systemListingId`) as read and as it must be: see `aliasItemOf`. Absent: the write leaves it alone. */
  alias?: { systemListingId: string; before: TMlsListingAliasRecord | null; after: TMlsListingAliasRecord | null };
};

/**
 * The listing's open houses in the same transaction: the MLS's written, gone ones deleted, the agent's own
 * given the new card copy. A moved one is both: its old item in `deletes`, under the same id in `puts`.
 */
export type TMlsListingOpenHouses = { puts: TOpenHouseRecord[]; deletes: TOpenHouseKey[]; snapshots: TOpenHouseKey[] };

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_ITEMS = 100;

/**
 * The writes cut into groups that fit one transaction each: each listing's items plus the counters they
 * move. Writes moving the same counters are grouped together, so a transaction merges them into few
 * counter updates and has room for more listings.
 */
export function transactionsOf<TWrite extends TMlsListingWrite>(writes: readonly TWrite[]): TWrite[][] {
  const groups: TWrite[][] = [];
  let group: TWrite[] = [];
  for (const write of byCountersMoved(writes)) {
    const grown = [...group, write];
    if (group.length > 0 && itemsOf(grown) > TRANSACTION_ITEMS) {
      groups.push(group);
      group = [write];
    } else {
      group = grown;
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

function byCountersMoved<TWrite extends TMlsListingWrite>(writes: readonly TWrite[]): TWrite[] {
  const countersOf = (write: TWrite) =>
    counterUpdatesOf('', [write.property])
      .map((item) => JSON.stringify(item.Update?.Key))
      .join();
  const keyed = writes.map((write) => ({ write, counters: countersOf(write) }));
  return keyed.sort((a, b) => a.counters.localeCompare(b.counters)).map(({ write }) => write);
}

const itemsOf = (writes: readonly TMlsListingWrite[]) =>
  writes.reduce((sum, { openHouses, alias }) => sum + (alias ? 3 : 2) + openHouses.puts.length + openHouses.deletes.length + openHouses.snapshots.length, 0) +
  counterUpdatesOf(
    '',
    writes.map((write) => write.property),
  ).length +
  mergedRollupUpdates('', openHouseEventsOf(writes)).length;

/**
 * The MLS open houses the writes add (+1) and take away (−1), each on the day it starts, for the agent's
 * analytics. One the MLS moved (its old item deleted, written again at its new start) leaves its old day
 * and joins its new one.
 */
function openHouseEventsOf(writes: readonly TMlsListingWrite[]): Omit<TAnalyticsEvent, 'leadStatus'>[] {
  return writes.flatMap(({ property: { after }, mapping, openHouses }) => {
    const had = new Set(mapping.before?.openHouseIds ?? []);
    const moved = new Set(openHouses.deletes.map((openHouse) => openHouse.id));
    const listing = { id: after.id, title: after.title, timeZone: after.timeZone };
    return [
      ...openHouses.puts
        .filter((openHouse) => !had.has(openHouse.id) || moved.has(openHouse.id))
        .map((openHouse) => ({ agentId: after.userId, listing, at: openHouse.startsAt, counts: { openHouses: 1 } })),
      ...openHouses.deletes.map((openHouse) => ({ agentId: after.userId, listing, at: openHouse.startsAt, counts: { openHouses: -1 } })),
    ];
  });
}

/** The mappings of a page of MLS listings, read strongly consistently in one batch, by ListingKey. */
export async function getMlsMappingsByKeys(db: TDb, configId: string, listingKeys: readonly string[]): Promise<Map<string, TMlsMappingRecord>> {
  const items = await batchGetItems(
    db,
    listingKeys.map((listingKey) => keys.mlsMapping(configId, listingKey)),
    { ConsistentRead: true },
  );
  return new Map(items.map((item) => mlsMappingEntity.parse(item)).map((mapping) => [mapping.mlsListingId, mapping]));
}

/**
 * The listings at `propertyIds` and the alias items at `aliasIds` (`systemListingId`s) in one batch: where
 * a sync looks for the MLS listing a record is.
 */
export async function getMlsListingsAndAliases(
  db: TDb,
  input: { propertyIds: readonly string[]; aliasIds: readonly string[] },
): Promise<{ properties: Map<string, TPropertyRecord>; aliases: Map<string, TMlsListingAliasRecord> }> {
  const itemKeys = [
    ...input.propertyIds.map((id) => propertyEntity.key({ id })),
    ...input.aliasIds.map((systemListingId) => mlsListingAliasEntity.key({ systemListingId })),
  ];
  const items = await batchGetItems(db, itemKeys);
  const aliases = items.filter((item) => item.entity === mlsListingAliasEntity.name).map((item) => mlsListingAliasEntity.parse(item));
  const properties = items.filter((item) => item.entity !== mlsListingAliasEntity.name).map((item) => propertyEntity.parse(item));
  return {
    properties: new Map(properties.map((property) => [property.id, property])),
    aliases: new Map(aliases.map((alias) => [alias.systemListingId, alias])),
  };
}

/**
 * Writes listings, their mappings and the counters and analytics rollups they move in one transaction;
 * false when any was changed meanwhile. With `activeListingLimit` (the plan's, as a publish from the
 * listing screen has it) an agent's active-listing counter may grow only up to it: a transaction that
 * would pass it is refused whole with ActiveListingLimitReached.
 */
export async function writeMlsListings(db: TDb, writes: readonly TMlsListingWrite[], limits: { activeListingLimit?: number } = {}): Promise<boolean> {
  if (writes.length === 0) return true;
  const TransactItems: TTransactItem[] = [
    ...writes.flatMap(({ property, mapping, openHouses, alias }) => [
      propertyPut(db, property),
      mappingPut(db, mapping),
      ...(alias ? [aliasItemOf(db, alias)] : []),
      ...openHouses.puts.map((openHouse) => putOperation(db, { Item: openHouseEntity.toItem(openHouse) })),
      ...openHouses.deletes.map((openHouse) => deleteOperation(db, { Key: openHouseEntity.key(openHouse) })),
      ...snapshotUpdates(db, property.after, openHouses.snapshots),
    ]),
    ...counterUpdatesOf(
      db.tableName,
      writes.map((write) => write.property),
      limits,
    ),
    ...mergedRollupUpdates(db.tableName, openHouseEventsOf(writes)),
  ];
  const outcome = await transactWrite(db, TransactItems);
  if (outcome.written) return true;
  if (isRefusedByLimit(TransactItems, outcome.failedItems)) throw new ActiveListingLimitReached('The plan allows no more active listings');
  return false;
}

function propertyPut(db: TDb, { before, after }: TMlsListingWrite['property']): TTransactItem {
  const Item = propertyEntity.toItem(after);
  if (!before) return putOperation(db, { Item, ConditionExpression: 'attribute_not_exists(pk)' });
  return putOperation(db, {
    Item,
    ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
    ExpressionAttributeValues: { ':seen': before.updatedAt },
  });
}

function mappingPut(db: TDb, { before, after }: TMlsListingWrite['mapping']): TTransactItem {
  const Item = mlsMappingEntity.toItem(after);
  if (!before) return putOperation(db, { Item, ConditionExpression: 'attribute_not_exists(pk)' });
  return putOperation(db, { Item, ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': before.updatedAt } });
}

/**
 * The alias item's part of the transaction, conditional on what was read: none read and none wanted, a check
 * that none was written meanwhile (a listing created at its system id while another sync aliases an older
 * one would be a copy); one wanted, put; one read and not wanted (pointing at a listing that is gone), deleted.
 */
function aliasItemOf(db: TDb, { systemListingId, before, after }: NonNullable<TMlsListingWrite['alias']>): TTransactItem {
  const Key = mlsListingAliasEntity.key({ systemListingId });
  const unchanged = before
    ? { ConditionExpression: 'propertyId = :seen', ExpressionAttributeValues: { ':seen': before.propertyId } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  if (after) return putOperation(db, { Item: mlsListingAliasEntity.toItem(after), ...unchanged });
  if (before) return deleteOperation(db, { Key, ...unchanged });
  return { ConditionCheck: { TableName: db.tableName, Key, ...unchanged } };
}
