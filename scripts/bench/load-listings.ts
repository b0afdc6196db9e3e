import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { batchPutItems } from '../../functions/src/data/batch-items';
import type { TDb } from '../../functions/src/data/db';
import { geoCountersOf } from '../../functions/src/data/geo-counter-records';
import { listingCounterEntity } from '../../functions/src/data/listing-counters';
import { buildSearchText, priceBucketOf } from '../../functions/src/data/property-index-keys';
import { propertyEntity, type TPropertyRecord } from '../../functions/src/data/property-records';
import { seededRandom } from '../../infra/local/seeded-random';
import { buildDemoCatalogue } from '../../infra/local/seed/demo-catalogue';
import { addGeoCounter } from './load-national';

/**
 * Bulk-loads `count` active listings straight into the table (25-item batch writes, several in flight),
 * then writes the browse counters and the map's per-cell counts they add up to. Bypasses the API on purpose: it is a fixture loader.
 */
export async function loadListings(db: TDb, input: { count: number; ownerIds: string[]; concurrency?: number }): Promise<void> {
  const random = seededRandom(42);
  const templates = buildDemoCatalogue(200);
  const counters = new Map<string, number>();
  const mapped: { coordinates: { lat: number; lng: number } }[] = [];
  const start = Date.now() - input.count * 1000;
  let next = 0;
  const makeItem = (i: number) => {
    const t = templates[i % templates.length]!;
    const createdAt = new Date(start + i * 1000).toISOString();
    const price = Math.max(50_000, Math.round((t.price * random.between(0.4, 2.2)) / 1000) * 1000);
    const record: TPropertyRecord = {
      id: ulid(start + i * 1000),
      userId: input.ownerIds[i % input.ownerIds.length]!,
      title: t.title,
      address: t.address,
      city: t.city,
      state: 'TX',
      zipCode: t.zipCode,
      price,
      bedrooms: t.bedrooms,
      bathrooms: t.bathrooms,
      squareFeet: t.squareFeet,
      propertyType: t.propertyType,
      marketStatus: 'active',
      lotSizeSquareFeet: null,
      yearBuilt: null,
      associationFee: null,
      associationFeeFrequency: null,
      subdivisionName: null,
      onMarketDate: null,
      listingContractDate: null,
      publishedAt: createdAt,
      description: t.description,
      images: [],
      photoCount: 0,
      status: 'active',
      coordinates: t.coordinates,
      locationPrecision: 'address',
      timeZone: LISTING_TIME_ZONE,
      upcomingOpenHouses: [],
      viewCount: 0,
      leadCount: 0,
      searchText: buildSearchText({ ...t, state: 'TX' }),
      createdAt,
      updatedAt: createdAt,
    };
    const cell = `${priceBucketOf(price)}#${t.bedrooms}`;
    counters.set(cell, (counters.get(cell) ?? 0) + 1);
    if (record.coordinates) mapped.push({ coordinates: record.coordinates });
    return propertyEntity.toItem(record);
  };
  const worker = async () => {
    while (next < input.count) {
      const batch: Record<string, unknown>[] = [];
      while (batch.length < 25 && next < input.count) batch.push(makeItem(next++));
      await batchPutItems(db, batch);
    }
  };
  await Promise.all(Array.from({ length: input.concurrency ?? 8 }, worker));
  for (const [cell, added] of counters) {
    const [bucket = '', beds = '0'] = cell.split('#');
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: listingCounterEntity.toItem({ bucket, bedrooms: Number(beds), activeCount: added, underContractCount: 0 }),
      }),
    );
  }
  for (const counter of geoCountersOf(mapped)) await addGeoCounter(db, counter);
}

const LOADED_MARKER = { pk: 'BENCH#LISTINGS', sk: 'BENCH' };

export async function loadedListingCount(db: TDb): Promise<number> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: LOADED_MARKER }));
  return Number(result.Item?.count ?? 0);
}

export async function markLoaded(db: TDb, count: number): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...LOADED_MARKER, count } }));
}
