import { GetCommand, PutCommand, ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { TDb } from '../../../functions/src/data/db';
import { geohashOfListing } from '../../../functions/src/data/property-index-keys';
import { propertyEntity } from '../../../functions/src/data/property-records';
import { keys } from '../../../functions/src/data/table';

const MARKER = { pk: 'MIGRATION#geo-keys', sk: 'MIGRATION' };

const publicListing = z.object({ pk: z.string(), sk: z.string(), id: z.string(), coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable() });

/**
 * Listings written before the geo index (gsi5) lack its keys, so the map's viewport query would not find
 * them. Once per data folder (a marker item records it), at start, gives every public listing with
 * coordinates its geo keys; every later write builds them from the listing (property-records.ts). A local
 * data folder's one-off repair, so it scans. Answers how many listings it keyed (0 once done).
 */
export async function backfillGeoKeys(db: TDb): Promise<number> {
  const marker = await db.client.send(new GetCommand({ TableName: db.tableName, Key: MARKER }));
  if (marker.Item) return 0;
  let keyed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        // Public listings are the ones in the browse indexes (gsi2pk is set exactly while a listing is browsable).
        FilterExpression: 'entity = :property AND attribute_exists(gsi2pk) AND attribute_not_exists(gsi5pk)',
        ExpressionAttributeValues: { ':property': propertyEntity.name },
        ProjectionExpression: 'pk, sk, id, coordinates',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const { pk, sk, id, coordinates } of (page.Items ?? []).map((item) => publicListing.parse(item))) {
      if (!coordinates) continue;
      const { gsi5pk, gsi5sk } = keys.listingByGeo(geohashOfListing(coordinates), id);
      await db.client.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: { pk, sk },
          UpdateExpression: 'SET gsi5pk = :pk, gsi5sk = :sk',
          ConditionExpression: 'attribute_exists(gsi2pk) AND attribute_not_exists(gsi5pk)',
          ExpressionAttributeValues: { ':pk': gsi5pk, ':sk': gsi5sk },
        }),
      );
      keyed++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...MARKER, keyed, at: new Date().toISOString() } }));
  return keyed;
}
