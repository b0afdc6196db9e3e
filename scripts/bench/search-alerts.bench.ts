import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { PRICE_BUCKET_VALUES } from '@shared/constants/listing';
import { queueUrl, sqsQueueSender } from '../../functions/src/adapters/queue/queue-sender';
import { batchPutItems } from '../../functions/src/data/batch-items';
import type { TDb } from '../../functions/src/data/db';
import { getSqsClient } from '../../functions/src/platform/sqs-client';
import { propertyEntity, type TPropertyRecord } from '../../functions/src/data/property-records';
import type { TSavedSearchAreaRecord } from '../../functions/src/data/saved-search-area-repository';
import { indexSourcesForListing, savedSearchIndexWrites } from '../../functions/src/data/saved-search-index-repository';
import * as ENTITY from '../../functions/src/data/entity-names';
import { NOTIFICATIONS_QUEUE, type TNotificationMessage } from '../../functions/src/services/notifications/notification-message';
import { isMatch } from '../../functions/src/services/saved-searches/match-listing-events';
import { seededRandom } from '../../infra/local/seeded-random';
import { gaussian, loadNationalCatalogue, metroPicker } from './load-national';
import { median, percentile } from './stats';

const SENDERS = 8;

/**
 * Saved-search alerts at scale (issue 25): `searches` saved searches filed in the area index, around the
 * metros by population (a neighbourhood to a metro each; 2 % nationwide), with the filters buyers set;
 * `events` public listings over every state (the national catalogue). Each listing's `new` event is put on
 * the notifications queue twice (every message delivered twice), and the runtime's worker matches them.
 * Prints events per second through the worker (first send → queue drained), searches read per event (the
 * index sources a listing reads) and matched per event, and checks that every expected match was told once:
 * in-app notifications = expected matches, none twice. A fixture loader writes the index and listings
 * directly (the same entities the product writes).
 */
export async function benchSearchAlerts(db: TDb, input: { searches: number; events: number }): Promise<string[]> {
  const searches = generateSearches(input.searches);
  const loadStarted = performance.now();
  const items = searches.flatMap(indexItemsOf);
  await putAll(db, items);
  const searchesLoaded = performance.now();
  console.log(`  (alert index loaded: ${searches.length.toLocaleString('en-US')} searches in ${((searchesLoaded - loadStarted) / 1000).toFixed(1)} s)`);
  await loadNationalCatalogue(db, { listings: input.events, openHouses: Math.round(input.events / 5), now: new Date() });
  const listings = await scanListings(db);
  const loaded = performance.now();

  // What each listing's event reads of the index, worked out in memory from the same sources the matcher reads.
  const bySearch = new Map(searches.map((search) => [`${search.userId}#${search.searchId}`, search]));
  const byPartition = new Map<string, { sk: string; search: TSavedSearchAreaRecord }[]>();
  for (const item of items) {
    const filed = byPartition.get(String(item.pk)) ?? [];
    filed.push({ sk: String(item.sk), search: bySearch.get(`${String(item.userId)}#${String(item.searchId)}`)! });
    byPartition.set(String(item.pk), filed);
  }
  const readBy = (listing: TPropertyRecord) =>
    indexSourcesForListing(listing).flatMap((source) =>
      (byPartition.get(source.pk) ?? []).filter(({ sk }) => !source.sk || (sk >= source.sk.from && sk <= source.sk.to)).map(({ search }) => search),
    );
  const touched = listings.map((listing) => readBy(listing).length);
  const matched = listings.map((listing) => readBy(listing).filter((search) => search.userId !== listing.userId && isMatch(listing, search)).length);
  const expected = matched.reduce((sum, n) => sum + n, 0);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  // Printed as they are known: the worker's part can take long on DynamoDB Local (a transaction per match).
  const lines = [
    `Saved-search alerts: ${listings.length.toLocaleString('en-US')} listing events (each message delivered twice) against ${searches.length.toLocaleString('en-US')} saved searches:`,
    `  loaded: the area index in ${seconds(searchesLoaded - loadStarted)} s, the listings in ${seconds(loaded - searchesLoaded)} s`,
    `  searches read per event (its cell at each precision, the wide index's ranges it reaches): median ${median(touched)}, p95 ${percentile(touched, 95)}, max ${Math.max(...touched)} (a Scan would read ${searches.length.toLocaleString('en-US')})`,
    `  searches matched per event: median ${median(matched)}, p95 ${percentile(matched, 95)}; ${expected.toLocaleString('en-US')} matches in all`,
  ];
  console.log(['', ...lines].join('\n'));

  const started = performance.now();
  console.log(`  (sending ${(listings.length * 2).toLocaleString('en-US')} messages at ${new Date().toISOString()})`);
  const messages: TNotificationMessage[] = listings.flatMap((listing) =>
    [0, 1].map(() => ({ kind: 'listing-changed' as const, listingId: listing.id, events: ['new'] })),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let i = next++; i < messages.length; i = next++) await sqsQueueSender.send(NOTIFICATIONS_QUEUE, messages[i]);
    }),
  );
  const sent = performance.now();
  await queueDrained();
  const drained = performance.now();
  const told = await countNotifications(db);

  return [
    `  through the worker: ${messages.length.toLocaleString('en-US')} messages sent in ${seconds(sent - started)} s; queue drained after ${seconds(drained - started)} s: ${Math.round(listings.length / ((drained - started) / 1000))} events/s (${Math.round(expected / ((drained - started) / 1000))} matches told/s)`,
    `  in-app notifications written: ${told.toLocaleString('en-US')} for ${expected.toLocaleString('en-US')} expected matches: ${told - expected} duplicates or extra, ${Math.max(0, expected - told)} missing`,
  ];
}

/** The index items a save files for a search (saved-search-index-repository.ts). */
export function indexItemsOf(search: TSavedSearchAreaRecord): Record<string, unknown>[] {
  const record = { ...search, id: search.searchId, paused: false, area: search.bbox ? { bbox: search.bbox, place: null } : null };
  return savedSearchIndexWrites({ tableName: '', client: null as never }, null, record).flatMap((write) => ('Put' in write ? [write.Put.Item] : []));
}

/**
 * Buyers' searches around metros, by population, spread over a metro as its listings are: a neighbourhood to a
 * city (2–25 km across), one in a thousand the whole country; most name a price range and a least number of bedrooms, some a type (as portals' saved searches do).
 */
export function generateSearches(count: number): TSavedSearchAreaRecord[] {
  const random = seededRandom(2026_11_27);
  const pickMetro = metroPicker(random);
  return Array.from({ length: count }, (_, i) => {
    const metro = pickMetro();
    // Spread over the metro as its listings are (load-national.ts).
    const spread = (0.06 + 0.1 * Math.sqrt(metro.millions)) * 0.75;
    const half = random.between(0.01, 0.12);
    const lat = metro.lat + gaussian(random) * spread;
    const lng = metro.lng + (gaussian(random) * spread) / Math.cos((metro.lat * Math.PI) / 180);
    const bbox = random.chance(0.001)
      ? null
      : ([lng - half * 1.3, lat - half, lng + half * 1.3, lat + half].map((n) => Number(n.toFixed(4))) as [number, number, number, number]);
    return {
      userId: `01BENCHBUYER${String(Math.floor(i / 4)).padStart(14, '0')}`,
      searchId: ulid(),
      name: `Search ${i}`,
      source: random.chance(0.2) ? 'map' : 'listings',
      frequency: random.chance(0.6) ? 'instant' : 'daily',
      filters: {
        priceRange: random.chance(0.9) ? random.pick(PRICE_BUCKET_VALUES) : undefined,
        minBedrooms: random.chance(0.8) ? random.int(2, 4) : undefined,
        propertyType: random.chance(0.3) ? random.pick(['single-family', 'condo', 'townhouse'] as const) : undefined,
      },
      bbox,
    };
  });
}

/** Puts items in 25-item batches, several in flight (a fixture loader). */
export async function putAll(db: TDb, items: Record<string, unknown>[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let start = (next += 25) - 25; start < items.length; start = (next += 25) - 25) {
        await batchPutItems(db, items.slice(start, start + 25));
      }
    }),
  );
}

/** Every item of one entity, page after page (a throwaway bench table). */
export async function scanEntity(db: TDb, entity: string, select?: 'COUNT'): Promise<{ items: Record<string, unknown>[]; count: number }> {
  const items: Record<string, unknown>[] = [];
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: 'entity = :entity',
        ExpressionAttributeValues: { ':entity': entity },
        ExclusiveStartKey: startKey,
        Select: select,
      }),
    );
    items.push(...(page.Items ?? []));
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { items, count };
}

export const scanListings = async (db: TDb): Promise<TPropertyRecord[]> => (await scanEntity(db, ENTITY.property)).items.map(propertyEntity.parse);
const countNotifications = async (db: TDb) => (await scanEntity(db, ENTITY.notification, 'COUNT')).count;

/** Nothing waiting and nothing in flight on the notifications queue, three reads in a row (the worker may still be between batches). */
async function queueDrained(): Promise<void> {
  let quiet = 0;
  while (quiet < 3) {
    const { Attributes: a = {} } = await getSqsClient().send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl(NOTIFICATIONS_QUEUE),
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    quiet = a.ApproximateNumberOfMessages === '0' && a.ApproximateNumberOfMessagesNotVisible === '0' ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
