import { GetCommand, PutCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { MARKET_STATUS_VALUES } from '@shared/constants/listing';
import type { TDb } from '../../../functions/src/data/db';
import { geoCounterEntity, geoCountersOf } from '../../../functions/src/data/geo-counter-records';
import { propertyEntity } from '../../../functions/src/data/property-records';

const MARKER = { pk: 'MIGRATION#geo-counts', sk: 'MIGRATION' };

const mappedListing = z.object({ coordinates: z.object({ lat: z.number(), lng: z.number() }), marketStatus: z.enum(MARKET_STATUS_VALUES).optional() });

/**
 * Listings written before the map's geo counters (GEOCOUNT#…, geo-counter-records.ts) are in no count, so
 * the zoomed-out map would miss them. Once per data folder (a marker item records it), at start and after
 * the geo keys' backfill, counts every listing in the geo index (public, with coordinates) and puts the
 * counters whole; every later listing write moves them in its own transaction (listing-counters.ts). A
 * local data folder's one-off repair, so it scans. Answers how many counters it wrote (0 once done).
 */
export async function backfillGeoCounts(db: TDb): Promise<number> {
  const marker = await db.client.send(new GetCommand({ TableName: db.tableName, Key: MARKER }));
  if (marker.Item) return 0;
  const listings: z.output<typeof mappedListing>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        // The geo index holds exactly the public listings with coordinates.
        FilterExpression: 'entity = :property AND attribute_exists(gsi5pk)',
        ExpressionAttributeValues: { ':property': propertyEntity.name },
        ProjectionExpression: 'coordinates, marketStatus',
        ExclusiveStartKey: startKey,
      }),
    );
    listings.push(...(page.Items ?? []).map((item) => mappedListing.parse(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const counters = geoCountersOf(listings);
  for (const counter of counters) await db.client.send(new PutCommand({ TableName: db.tableName, Item: geoCounterEntity.toItem(counter) }));
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...MARKER, counters: counters.length, at: new Date().toISOString() } }));
  return counters.length;
}
