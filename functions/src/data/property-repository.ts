import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { AppError } from '../platform/app-error';
import { batchGetItems } from './batch-items';
import { conditionalWrite } from './conditional-write';
import { decodeCursor, encodeCursor } from './cursor';
import type { TDb, TTransactItem } from './db';
import { counterUpdates, refusalOf } from './listing-counters';
import { listingSnapshotOf } from './listing-snapshot';
import { mlsListingAliasEntity } from './mls-alias-records';
import { openHouseRollupUpdates, snapshotUpdates } from './open-house-repository';
import { openHouseEntity, propertyEntity, type TOpenHouseRecord, type TPropertyRecord } from './property-records';
import { collectPage, countAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as keys from './keys';
import { deleteOperation, putOperation, transactOrFail } from './transaction';

/** `activeListingLimit`: the agent's active listings may grow only up to it (the plan's allowance). */
type TListingLimits = { activeListingLimit?: number };

const changedMeanwhile = () => new AppError('CONFLICT', 'This listing was changed meanwhile. Reload it and try again.');

/**
 * Writes a new listing, its counters and (optionally) its first open house in one transaction; a listing
 * already stored under the id (an MLS import written meanwhile) is a conflict.
 */
/** `limits.activeListingLimit`: an active listing beyond it is refused with ActiveListingLimitReached. */
export async function putNewProperty(db: TDb, property: TPropertyRecord, openHouse?: TOpenHouseRecord, limits: TListingLimits = {}): Promise<void> {
  const TransactItems = [
    putOperation(db, { Item: propertyEntity.toItem(property), ConditionExpression: 'attribute_not_exists(pk)' }),
    ...(openHouse ? [putOperation(db, { Item: openHouseEntity.toItem(openHouse), ConditionExpression: 'attribute_not_exists(pk)' })] : []),
    ...counterUpdates(db.tableName, null, property, limits),
    ...(openHouse ? openHouseRollupUpdates(db, property, openHouse, 1) : []),
  ];
  await transactOrFail(db, TransactItems, (failed) => refusalOf(TransactItems, failed, () => new AppError('CONFLICT', 'This listing was created meanwhile.')));
}

export async function getProperty(db: TDb, propertyId: string): Promise<TPropertyRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: propertyEntity.key({ id: propertyId }) }));
  return propertyEntity.parseOptional(result.Item);
}

/** Listings by id in one batch. */
export async function getPropertiesByIds(db: TDb, propertyIds: readonly string[]): Promise<Map<string, TPropertyRecord>> {
  const items = await batchGetItems(
    db,
    propertyIds.map((id) => propertyEntity.key({ id })),
  );
  return new Map(items.map((item) => propertyEntity.parse(item)).map((property) => [property.id, property]));
}

/** Which of these listings are published now (active): one read of each id's status, for lists that show only what is public. */
export async function getActivePropertyIds(db: TDb, propertyIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(propertyIds)];
  const items = await batchGetItems(
    db,
    unique.map((id) => propertyEntity.key({ id })),
    { ProjectionExpression: '#id, #status', ExpressionAttributeNames: { '#id': 'id', '#status': 'status' } },
  );
  return new Set(items.filter((item) => item.status === 'active').map((item) => String(item.id)));
}

/** Replaces a listing if nobody changed it since `before` was read; counters follow in the same transaction. */
export async function replaceProperty(
  db: TDb,
  before: TPropertyRecord,
  after: TPropertyRecord,
  openHouses: readonly TOpenHouseRecord[] = [],
  limits: TListingLimits = {},
): Promise<void> {
  const TransactItems = [...listingChange(db, before, after, limits), ...snapshotUpdates(db, after, openHouses)];
  await transactOrFail(db, TransactItems, (failed) => refusalOf(TransactItems, failed, changedMeanwhile));
}

/**
 * Passes a listing to another account (`after.userId`): the listing, its open houses (written again
 * under the new owner, ids and times kept) and both accounts' counts in one transaction; the new owner's
 * count grows only within `limits` (ActiveListingLimitReached otherwise).
 */
export async function transferProperty(
  db: TDb,
  before: TPropertyRecord,
  after: TPropertyRecord,
  openHouses: readonly TOpenHouseRecord[],
  limits: TListingLimits = {},
): Promise<void> {
  const TransactItems = [
    ...listingChange(db, before, after, limits),
    ...openHouses.map((openHouse) =>
      putOperation(db, {
        Item: openHouseEntity.toItem({ ...openHouse, userId: after.userId, listing: listingSnapshotOf(after), updatedAt: after.updatedAt }),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  ];
  await transactOrFail(db, TransactItems, (failed) => refusalOf(TransactItems, failed, changedMeanwhile));
}

/** The listing written over `before` if nobody changed it since, with the counters that follow. */
const listingChange = (db: TDb, before: TPropertyRecord, after: TPropertyRecord, limits: TListingLimits) => [
  putOperation(db, {
    Item: propertyEntity.toItem(after),
    ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
    ExpressionAttributeValues: { ':seen': before.updatedAt },
  }),
  ...counterUpdates(db.tableName, before, after, limits),
];

/** Deletes a listing with its open houses and counters, all or nothing. Leads and views stay. */
export async function deletePropertyWithOpenHouses(db: TDb, property: TPropertyRecord, openHouses: TOpenHouseRecord[]): Promise<void> {
  await transactOrFail(
    db,
    [
      deleteOperation(db, {
        Key: propertyEntity.key(property),
        ConditionExpression: 'updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': property.updatedAt },
      }),
      ...openHouses.map((openHouse) => deleteOperation(db, { Key: openHouseEntity.key(openHouse) })),
      ...aliasDeletes(db, property),
      ...counterUpdates(db.tableName, property, null),
    ],
    changedMeanwhile,
  );
}

/**
 * The MLS alias item that points at the listing (`mls.aliasId`), deleted with it, unconditionally: should
 * another older import have taken the alias over since, its owner's next sync writes it again.
 */
const aliasDeletes = (db: TDb, property: TPropertyRecord): TTransactItem[] =>
  property.mls?.aliasId ? [deleteOperation(db, { Key: mlsListingAliasEntity.key({ systemListingId: property.mls.aliasId }) })] : [];

const AGENT_INDEX_KEYS = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, TABLE_KEYS.gsi1.partitionKey, TABLE_KEYS.gsi1.sortKey] as const;

/** An agent's listings, newest first, optionally one status only. */
export async function listPropertiesByAgent(
  db: TDb,
  input: { userId: string; status: 'active' | 'draft' | 'all'; limit: number; cursor?: string },
): Promise<{ items: TPropertyRecord[]; nextCursor: string | null }> {
  const byStatus = input.status !== 'all';
  const cursorQuery = { list: 'agent', userId: input.userId, status: input.status };
  const { items, nextStartKey } = await collectPage(
    db,
    {
      IndexName: TABLE_KEYS.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ...(byStatus ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: { ':pk': keys.agentPartition(input.userId), ':prefix': keys.propertyPrefix, ...(byStatus ? { ':status': input.status } : {}) },
      ScanIndexForward: false,
    },
    {
      limit: input.limit,
      startKey: decodeCursor(input.cursor, cursorQuery, AGENT_INDEX_KEYS),
      keyAttributes: AGENT_INDEX_KEYS,
      readLimit: byStatus ? input.limit * 3 : undefined,
    },
  );
  return { items: items.map(propertyEntity.parse), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}

/**
 * How many listings an agent has, drafts too (`all`) or of one status: a COUNT over the agent's part of
 * gsi1, so it reads as many items as the agent has (asked once per list, with its first page).
 */
export async function countPropertiesByAgent(db: TDb, input: { userId: string; status: 'active' | 'draft' | 'all' }): Promise<number> {
  const byStatus = input.status !== 'all';
  return countAllItems(db, {
    IndexName: TABLE_KEYS.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ...(byStatus ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
    ExpressionAttributeValues: { ':pk': keys.agentPartition(input.userId), ':prefix': keys.propertyPrefix, ...(byStatus ? { ':status': input.status } : {}) },
  });
}

const imagesOnly = /* @__PURE__ */ lazySchema(() => z.object({ images: z._default(z.array(z.string()), []) }));

/**
 * Attaches photo URLs to a listing while it has room for them, each at most once: the list and the photo
 * count change in one conditional write that also requires every URL to be absent, so concurrent confirms
 * of the same photo add it once. Answers the listing's images after the write.
 */
export async function appendPropertyImages(db: TDb, propertyId: string, urls: string[], maxImages: number, now: string): Promise<string[]> {
  let missing = [...new Set(urls)];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const absent = missing.map((_, i) => `NOT contains(images, :url${i})`);
    const outcome = await conditionalWrite(
      db,
      new UpdateCommand({
        TableName: db.tableName,
        Key: propertyEntity.key({ id: propertyId }),
        UpdateExpression: 'SET images = list_append(images, :urls), photoCount = photoCount + :count, updatedAt = :now',
        ConditionExpression: ['attribute_exists(pk)', 'size(images) <= :roomLeft', ...absent].join(' AND '),
        ExpressionAttributeValues: {
          ':urls': missing,
          ':count': missing.length,
          ':now': now,
          ':roomLeft': maxImages - missing.length,
          ...Object.fromEntries(missing.map((url, i) => [`:url${i}`, url])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (outcome.written) return imagesOnly.parse(outcome.attributes ?? {}).images;
    // Someone attached some of these meanwhile (or filled the listing): add only what is still missing.
    const current = await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: propertyEntity.key({ id: propertyId }), ConsistentRead: true, ProjectionExpression: 'images' }),
    );
    if (!current.Item) throw new AppError('NOT_FOUND', 'Property Not Found');
    const { images } = imagesOnly.parse(current.Item);
    missing = missing.filter((url) => !images.includes(url));
    if (missing.length === 0) return images;
    if (images.length + missing.length > maxImages) throw new AppError('CONFLICT', `A listing can have at most ${maxImages} photos.`);
  }
  throw changedMeanwhile();
}
