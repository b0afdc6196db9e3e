import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../platform/app-error';
import { logger } from '../platform/logger';
import { analyticsRollupUpdates } from './analytics-rollups';
import { batchDeleteItems, batchGetItems } from './batch-items';
import { conditionalWrite, writeOrFail } from './conditional-write';
import type { TDb, TTransactItem } from './db';
import { listingSnapshotOf, pruneEnded, toOpenHouseRef } from './listing-snapshot';
import { openHouseGeoKeys } from './property-index-keys';
import { openHouseEntity, propertyEntity, type TOpenHouseRecord, type TPropertyRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as keys from './keys';

/** What locates an open house item. */
export type TOpenHouseKey = Pick<TOpenHouseRecord, 'id' | 'propertyId' | 'startsAt'>;

const changedMeanwhile = () => new AppError('CONFLICT', 'This listing was changed meanwhile. Reload it and try again.');

/** Rewrites the listing's list of upcoming open houses, if nobody changed the listing since it was read. */
const propertyOpenHousesUpdate = (db: TDb, property: TPropertyRecord, refs: TPropertyRecord['upcomingOpenHouses'], now: string): TTransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: propertyEntity.key(property),
    UpdateExpression: 'SET upcomingOpenHouses = :refs, updatedAt = :now',
    ConditionExpression: 'updatedAt = :seen',
    ExpressionAttributeValues: { ':refs': refs, ':now': now, ':seen': property.updatedAt },
  },
});

async function transact(db: TDb, items: TTransactItem[]): Promise<void> {
  await writeOrFail(db, new TransactWriteCommand({ TransactItems: items }), changedMeanwhile);
}

/** Adds an open house to a listing; the listing's upcoming list moves in the same transaction. */
export async function addOpenHouse(db: TDb, property: TPropertyRecord, openHouse: TOpenHouseRecord, now: Date): Promise<void> {
  const refs = pruneEnded([...property.upcomingOpenHouses, toOpenHouseRef(openHouse)], now);
  await transact(db, [
    { Put: { TableName: db.tableName, Item: openHouseEntity.toItem(openHouse), ConditionExpression: 'attribute_not_exists(pk)' } },
    propertyOpenHousesUpdate(db, property, refs, now.toISOString()),
    ...openHouseRollupUpdates(db, property, openHouse, 1),
  ]);
}

export async function removeOpenHouse(db: TDb, property: TPropertyRecord, openHouse: TOpenHouseRecord, now: Date): Promise<void> {
  const refs = pruneEnded(
    property.upcomingOpenHouses.filter((r) => r.id !== openHouse.id),
    now,
  );
  await transact(db, [
    { Delete: { TableName: db.tableName, Key: openHouseEntity.key(openHouse) } },
    propertyOpenHousesUpdate(db, property, refs, now.toISOString()),
    ...openHouseRollupUpdates(db, property, openHouse, -1),
  ]);
}

/** An open house counts in its agent's analytics on the day it starts where the listing is. */
export const openHouseRollupUpdates = (
  db: TDb,
  property: Pick<TPropertyRecord, 'id' | 'title' | 'timeZone'>,
  openHouse: Pick<TOpenHouseRecord, 'userId' | 'startsAt'>,
  change: 1 | -1,
) =>
  analyticsRollupUpdates(db.tableName, {
    agentId: openHouse.userId,
    listing: { id: property.id, title: property.title, timeZone: property.timeZone },
    at: openHouse.startsAt,
    counts: { openHouses: change },
  });

/**
 * Updates that copy a listing's current card fields onto its open houses (for the same transaction), and move
 * them in the map's geo index with it: filed under its place while the copy is on the map, out of it otherwise.
 */
export const snapshotUpdates = (db: TDb, property: TPropertyRecord, openHouses: readonly TOpenHouseKey[]): TTransactItem[] => {
  const listing = listingSnapshotOf(property);
  return openHouses.map((oh) => {
    const geo = openHouseGeoKeys({ ...oh, listing });
    return {
      Update: {
        TableName: db.tableName,
        Key: openHouseEntity.key(oh),
        UpdateExpression: `SET listing = :listing, updatedAt = :updatedAt${geo ? ', gsi5pk = :gsi5pk, gsi5sk = :gsi5sk' : ' REMOVE gsi5pk, gsi5sk'}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':listing': listing, ':updatedAt': property.updatedAt, ...(geo ? { ':gsi5pk': geo.gsi5pk, ':gsi5sk': geo.gsi5sk } : {}) },
      },
    };
  });
};

/** Refreshes the copies after a change made outside a transaction that could carry them (new photos). */
export async function refreshSnapshots(db: TDb, property: TPropertyRecord, openHouses: readonly TOpenHouseRecord[]): Promise<void> {
  for (let i = 0; i < openHouses.length; i += 25) {
    const chunk = snapshotUpdates(db, property, openHouses.slice(i, i + 25));
    // An open house deleted meanwhile fails its condition; the others still need their copy refreshed.
    if (chunk.length) {
      const outcome = await conditionalWrite(db, new TransactWriteCommand({ TransactItems: chunk }));
      if (!outcome.written) logger.warn('open-house snapshot refresh failed', { propertyId: property.id, failedItems: outcome.failedItems });
    }
  }
}

const queryAll = async (db: TDb, query: Parameters<typeof queryAllItems>[1]) => (await queryAllItems(db, query)).map(openHouseEntity.parse);

/** An agent's open houses that have not ended, earliest first (optionally only those of active listings). */
export async function listUpcomingOpenHousesOfAgent(db: TDb, input: { userId: string; now: Date; activeOnly: boolean }): Promise<TOpenHouseRecord[]> {
  const dayAgo = new Date(input.now.getTime() - 86_400_000).toISOString();
  return queryAll(db, {
    IndexName: TABLE_KEYS.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
    FilterExpression: input.activeOnly ? 'endsAt > :now AND listing.#status = :active' : 'endsAt > :now',
    ...(input.activeOnly ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
    ExpressionAttributeValues: {
      ':pk': keys.agentPartition(input.userId),
      ':from': `${keys.openHousePrefix}${dayAgo}`,
      ':now': input.now.toISOString(),
      ...(input.activeOnly ? { ':active': 'active' } : {}),
    },
  });
}

/** An agent's open houses starting at or after `since` (drafts' too), earliest first: their calendar feed. */
export async function listOpenHousesOfAgentSince(db: TDb, input: { userId: string; since: Date }): Promise<TOpenHouseRecord[]> {
  return queryAll(db, {
    IndexName: TABLE_KEYS.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
    ExpressionAttributeValues: { ':pk': keys.agentPartition(input.userId), ':from': `${keys.openHousePrefix}${input.since.toISOString()}` },
  });
}

/** Every open house of a listing, earliest first. */
export async function listOpenHousesOfProperty(db: TDb, propertyId: string): Promise<TOpenHouseRecord[]> {
  return queryAll(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.propertyPartition(propertyId), ':prefix': keys.openHousePrefix },
  });
}

/**
 * Open houses by id, each read at the key it was last seen at (one BatchGet). One that moved since (an
 * MLS open house keeps its id when the MLS changes its time) is found in its listing's partition: one
 * Query per listing with such a miss. One in neither was removed and is absent from the answer.
 */
export async function getOpenHousesLastSeenAt(db: TDb, seen: readonly TOpenHouseKey[]): Promise<Map<string, TOpenHouseRecord>> {
  const items = await batchGetItems(db, seen.map(openHouseEntity.key));
  const found = new Map(items.map(openHouseEntity.parse).map((openHouse) => [openHouse.id, openHouse]));
  const missed = seen.filter((key) => !found.has(key.id));
  const missedIds = new Set(missed.map((key) => key.id));
  const partitions = await Promise.all([...new Set(missed.map((key) => key.propertyId))].map((propertyId) => listOpenHousesOfProperty(db, propertyId)));
  for (const openHouse of partitions.flat()) if (missedIds.has(openHouse.id)) found.set(openHouse.id, openHouse);
  return found;
}

/** Splits a listing's open houses into those not yet ended (which its writes keep in step) and the past. */
export function splitByEnded(openHouses: readonly TOpenHouseRecord[], now: Date): { upcoming: TOpenHouseRecord[]; past: TOpenHouseRecord[] } {
  const nowIso = now.toISOString();
  return { upcoming: openHouses.filter((oh) => oh.endsAt > nowIso), past: openHouses.filter((oh) => oh.endsAt <= nowIso) };
}

/** Deletes open-house items outside a transaction (the past ones of a deleted listing). */
export async function deleteOpenHouseItems(db: TDb, openHouses: readonly TOpenHouseRecord[]): Promise<void> {
  await batchDeleteItems(db, openHouses.map(openHouseEntity.key));
}
