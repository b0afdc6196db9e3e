import { DeleteCommand, GetCommand, PutCommand, ScanCommand, TransactWriteCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../functions/src/data/db';
import type { TItemKey } from '../../../functions/src/data/entity';
import { geoCounterEntity, geoCountersOf } from '../../../functions/src/data/geo-counter-records';
import { isBrowsable } from '../../../functions/src/data/property-index-keys';
import { propertyEntity, type TPropertyRecord } from '../../../functions/src/data/property-records';
import { savedSearchAreaEntity } from '../../../functions/src/data/saved-search-area-repository';
import { savedSearchIndexWrites } from '../../../functions/src/data/saved-search-index-repository';
import { savedSearchEntity, type TSavedSearchRecord } from '../../../functions/src/data/saved-search-repository';
import { savedSearchWideEntity } from '../../../functions/src/data/saved-search-wide-repository';

const MARKER = { pk: 'MIGRATION#listing-indexes', sk: 'MIGRATION' };
/**
 * Raise when the listings' index keys or the geo counters' keys change: the next start derives them again.
 * 1: the geo index (gsi5), the street index (gsi6) and the geo counters in 1-character partitions
 * (a data folder counted under the earlier 2-character partitions had its marker and kept them).
 * 2: the saved searches' area index (SEARCHAREA#), which searches saved before it lack.
 * 3: searches without a usable area in the wide index (SEARCHWIDE#) instead of the nationwide cell.
 * 4: searches set to Never filed too (their card counts their matches from the hits the matcher writes).
 */
const LAYOUT = 4;

type TIndexRepair = { rekeyed: number; counters: number; searches: number };

const keyOf = ({ pk, sk }: TItemKey) => `${pk}|${sk}`;

const indexKeysOf = (item: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(item)
      .filter(([name]) => name.startsWith('gsi'))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * Listings written before an index existed lack its keys (the map's geo index gsi5, the address
 * suggestions' street index gsi6), and no counter counts them (the zoomed-out map's GEOCOUNT# items).
 * Once per data folder and LAYOUT (a marker item records it), at start, one scan over the listings and
 * counters: each listing whose index keys differ from what its entity gives (property-records.ts) is
 * written again with them, and the geo counters are recounted whole, counters the recount has no cell for
 * deleted; each saved search is filed again in the index its alerts are matched through (by area cell, or wide). Every later
 * write keeps them (property-records.ts, listing-counters.ts, saved-search-repository.ts). A local data
 * folder's one-off repair, so it scans. Answers how many listings it re-keyed, counters it wrote and
 * searches it filed (0 once done).
 */
export async function backfillListingIndexes(db: TDb): Promise<TIndexRepair> {
  const marker = await db.client.send(new GetCommand({ TableName: db.tableName, Key: MARKER }));
  if (Number(marker.Item?.layout ?? 0) >= LAYOUT) return { rekeyed: 0, counters: 0, searches: 0 };
  let rekeyed = 0;
  const savedSearches: TSavedSearchRecord[] = [];
  const storedAreaEntries: TItemKey[] = [];
  const mapped: (TPropertyRecord & { coordinates: { lat: number; lng: number } })[] = [];
  const storedCounters: TItemKey[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: 'entity IN (:property, :geoCounter, :savedSearch, :searchArea, :searchWide)',
        ExpressionAttributeValues: {
          ':property': propertyEntity.name,
          ':geoCounter': geoCounterEntity.name,
          ':savedSearch': savedSearchEntity.name,
          ':searchArea': savedSearchAreaEntity.name,
          ':searchWide': savedSearchWideEntity.name,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === geoCounterEntity.name) {
        storedCounters.push({ pk: String(item.pk), sk: String(item.sk) });
        continue;
      }
      if (item.entity === savedSearchEntity.name) {
        savedSearches.push(savedSearchEntity.parse(item));
        continue;
      }
      if (item.entity === savedSearchAreaEntity.name || item.entity === savedSearchWideEntity.name) {
        storedAreaEntries.push({ pk: String(item.pk), sk: String(item.sk) });
        continue;
      }
      const property = propertyEntity.parse(item);
      const fresh = propertyEntity.toItem(property);
      if (indexKeysOf(fresh) !== indexKeysOf(item)) {
        await db.client.send(
          new PutCommand({
            TableName: db.tableName,
            Item: fresh,
            ConditionExpression: 'updatedAt = :seen',
            ExpressionAttributeValues: { ':seen': property.updatedAt },
          }),
        );
        rekeyed++;
      }
      if (isBrowsable(property) && property.coordinates) mapped.push({ ...property, coordinates: property.coordinates });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  // Each search filed as its area gives now; entries the searches no longer give (an earlier layout of the index) go.
  const filed = new Set<string>();
  for (const search of savedSearches) {
    const writes = savedSearchIndexWrites(db, search, search);
    for (const write of writes) if ('Put' in write) filed.add(keyOf(write.Put.Item as TItemKey));
    await db.client.send(new TransactWriteCommand({ TransactItems: writes }));
  }
  for (const stale of storedAreaEntries.filter((key) => !filed.has(keyOf(key))))
    await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: stale }));
  const searches = savedSearches.length;
  const counters = geoCountersOf(mapped);
  const counted = new Set(counters.map((counter) => keyOf(geoCounterEntity.key(counter))));
  for (const stale of storedCounters.filter((key) => !counted.has(keyOf(key))))
    await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: stale }));
  for (const counter of counters) await db.client.send(new PutCommand({ TableName: db.tableName, Item: geoCounterEntity.toItem(counter) }));
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...MARKER, layout: LAYOUT, rekeyed, counters: counters.length, searches, at: new Date().toISOString() },
    }),
  );
  return { rekeyed, counters: counters.length, searches };
}
