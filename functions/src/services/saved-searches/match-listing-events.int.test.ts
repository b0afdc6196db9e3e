import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { TSavedSearchFilters } from '@shared/schemas/saved-search.schema';
import { createTestDeps } from '../../../test/test-deps';
import type { TDb } from '../../data/db';
import { listNotificationsPage } from '../../data/notification-repository';
import { putNewProperty } from '../../data/property-repository';
import { LEGACY_NATIONWIDE, savedSearchAreaEntity } from '../../data/saved-search-area-repository';
import { savedSearchEntity, putSavedSearchWithinLimit, type TSavedSearchRecord } from '../../data/saved-search-repository';
import { makeProperty } from '../../data/testing/make-records';
import * as keys from '../../data/keys';
import type { TNotificationMessage } from '../notifications/notification-message';
import type { TNotifyDeps } from '../notifications/notify-deps';
import { MATCHES_PER_MESSAGE, matchListingEvents } from './match-listing-events';

type TRead = { pk: string; sk: string; searchId: string };

/** The table as the service sees it, with every item a Query answered recorded (a pass-through: the reads are real). */
function recordingDb(db: TDb): { db: TDb; reads: TRead[]; partitions: string[] } {
  const reads: TRead[] = [];
  const partitions: string[] = [];
  const client = Object.create(db.client) as TDb['client'];
  client.send = (async (command: unknown) => {
    const result = await db.client.send(command as QueryCommand);
    if (command instanceof QueryCommand) {
      partitions.push(String(command.input.ExpressionAttributeValues?.[':pk']));
      for (const item of result.Items ?? []) reads.push({ pk: String(item.pk), sk: String(item.sk), searchId: String(item.searchId) });
    }
    return result;
  }) as TDb['client']['send'];
  return { db: { ...db, client }, reads, partitions };
}

/** Runs a listing's `new` event through the matcher, then every continuation it sends, as the worker would. */
async function drain(listingId: string) {
  const { deps: base } = createTestDeps(new Date());
  const recorded = recordingDb(base.db);
  const queue: TNotificationMessage[] = [{ kind: 'listing-changed', listingId, events: ['new'] }];
  const deps: TNotifyDeps = {
    ...base,
    db: recorded.db,
    mail: { send: async () => ({ messageId: 'unused' }) },
    scheduler: { putOnce: async () => {}, remove: async () => {} },
    siteOrigin: 'http://localhost',
    notificationQueue: { send: async (_queue, message) => void queue.push(message as TNotificationMessage) },
  };
  let messages = 0;
  let touched = 0;
  for (let message = queue.shift(); message; message = queue.shift()) {
    if (message.kind !== 'listing-changed') throw new Error(`unexpected ${message.kind}`);
    messages++;
    touched += (await matchListingEvents(deps, message)).touched;
  }
  return { ...recorded, messages, touched };
}

const { deps } = createTestDeps(new Date());
const token = () => `zq${ulid().toLowerCase()}`;

/** A person's saved search, through the same write the route uses (its index entries in the same transaction). */
async function saveSearch(filters: TSavedSearchFilters, area: TSavedSearchRecord['area'] = null): Promise<TSavedSearchRecord> {
  const now = new Date().toISOString();
  const record: TSavedSearchRecord = {
    userId: ulid(),
    id: ulid(),
    name: 'Anywhere',
    source: 'listings',
    frequency: 'instant',
    paused: false,
    filters,
    area,
    createdAt: now,
    updatedAt: now,
    lastVisitedAt: now,
  };
  expect(await putSavedSearchWithinLimit(deps.db, record, { max: 25, maxWide: 3 })).toBe('saved');
  return record;
}

const toldCount = async (userId: string) => (await listNotificationsPage(deps.db, { userId, limit: 5 })).items.length;

// A farm under $300K with nine bedrooms in South Georgia: no other test's listing reads these index ranges.
const FARM = { propertyType: 'farm' as const, price: 250_000, bedrooms: 9, coordinates: { lat: -54.28, lng: -36.5 } };

describe('matching a listing event against the saved-search index', () => {
  it('reads only the area cells and the wide ranges that can hold a matching search', async () => {
    const word = token();
    const listing = makeProperty({ ...FARM, searchText: `farm ${word}` });
    const wanted = { priceRange: 'under-300k', propertyType: 'farm', minBedrooms: 9, q: word } as const;
    const matching = [
      await saveSearch(wanted),
      await saveSearch({ priceRange: 'under-300k', minBedrooms: 9, q: word }),
      await saveSearch({ q: word }, { bbox: [-36.6, -54.35, -36.4, -54.2], place: 'Grytviken' }),
    ];
    const readButNotMatching = await saveSearch({ ...wanted, q: token() });
    const unread = [
      await saveSearch({ ...wanted, minBedrooms: 10 }),
      await saveSearch({ ...wanted, priceRange: '300k-500k' }),
      await saveSearch({ ...wanted, propertyType: 'land' }),
      await saveSearch({ q: word }, { bbox: [-38.1, -54.1, -37.9, -53.95], place: 'Bird Island' }),
    ];
    await putNewProperty(deps.db, listing);

    const run = await drain(listing.id);
    const readIds = new Set(run.reads.map((read) => read.searchId));
    for (const search of [...matching, readButNotMatching]) expect(readIds.has(search.id), search.filters.q).toBe(true);
    for (const search of unread) expect(readIds.has(search.id), JSON.stringify(search.filters)).toBe(false);
    // The earlier nationwide cell, four cells, four wide ranges (its price range or any × farm or any).
    expect(run.partitions.filter((pk) => pk.startsWith('SEARCHWIDE#')).sort()).toEqual([
      'SEARCHWIDE#any#any',
      'SEARCHWIDE#any#farm',
      'SEARCHWIDE#under-300k#any',
      'SEARCHWIDE#under-300k#farm',
    ]);
    expect(run.partitions.filter((pk) => pk.startsWith('SEARCHAREA#'))).toHaveLength(5);
    for (const search of matching) expect(await toldCount(search.userId)).toBe(1);
    for (const search of [readButNotMatching, ...unread]) expect(await toldCount(search.userId)).toBe(0);
  });

  it('goes on in continuations that never read an item twice, and moves searches left in the earlier nationwide cell into the wide index', async () => {
    const word = token();
    const filters = { priceRange: 'under-300k', propertyType: 'farm', minBedrooms: 9, q: word } as const;
    const wide = [];
    for (let i = 0; i < MATCHES_PER_MESSAGE * 2 + 7; i++) wide.push(await saveSearch(filters));
    // Searches saved before the wide index: their entries are still in the nationwide cell.
    const now = new Date().toISOString();
    const legacy = Array.from({ length: 5 }, (): TSavedSearchRecord => ({
      userId: ulid(),
      id: ulid(),
      name: 'Old',
      source: 'listings',
      frequency: 'daily',
      paused: false,
      filters: { q: word },
      area: null,
      createdAt: now,
      updatedAt: now,
      lastVisitedAt: now,
    }));
    for (const search of legacy) {
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: savedSearchEntity.toItem(search) }));
      const entry = {
        cell: LEGACY_NATIONWIDE,
        userId: search.userId,
        searchId: search.id,
        name: search.name,
        source: search.source,
        frequency: 'daily' as const,
        filters: search.filters,
        bbox: null,
      };
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: savedSearchAreaEntity.toItem(entry) }));
    }
    const listing = makeProperty({ ...FARM, coordinates: null, searchText: `farm ${word}` });
    await putNewProperty(deps.db, listing);

    const run = await drain(listing.id);
    expect(run.messages).toBeGreaterThanOrEqual(3);
    const readKeys = run.reads.map((read) => `${read.pk}|${read.sk}`);
    // A search moved out of the earlier cell is read again in the wide index (another item) by this first event only; no item is read twice.
    expect(readKeys.length - new Set(readKeys).size).toBe(0);
    expect(run.touched).toBe(run.reads.length);
    for (const search of [...wide, ...legacy]) expect(await toldCount(search.userId), search.id).toBe(1);

    const left = await deps.db.client.send(
      new QueryCommand({
        TableName: deps.db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.savedSearchAreaPartition(LEGACY_NATIONWIDE) },
      }),
    );
    expect((left.Items ?? []).filter((item) => legacy.some((search) => search.id === item.searchId))).toEqual([]);
    const again = await drain(listing.id);
    const readAgain = new Set(again.reads.map((read) => read.searchId));
    for (const search of legacy) expect(readAgain.has(search.id)).toBe(true);
    expect(
      again.reads.filter((read) => read.pk === keys.savedSearchAreaPartition(LEGACY_NATIONWIDE) && legacy.some((search) => search.id === read.searchId)),
    ).toEqual([]);
  }, 60_000);
});
