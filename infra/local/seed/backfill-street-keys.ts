import { GetCommand, PutCommand, ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { TDb } from '../../../functions/src/data/db';
import { streetOfListing } from '../../../functions/src/data/property-index-keys';
import { propertyEntity } from '../../../functions/src/data/property-records';
import { keys } from '../../../functions/src/data/table';

const MARKER = { pk: 'MIGRATION#street-keys', sk: 'MIGRATION' };

const publicListing = z.object({
  pk: z.string(),
  sk: z.string(),
  id: z.string(),
  address: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
});

/**
 * Listings written before the street index (gsi6) lack its keys, so address suggestions would not find
 * them. Once per data folder (a marker item records it), at start, gives every public listing with
 * coordinates its street keys; every later write builds them from the listing (property-records.ts). A local
 * data folder's one-off repair, so it scans. Answers how many listings it keyed (0 once done).
 */
export async function backfillStreetKeys(db: TDb): Promise<number> {
  const marker = await db.client.send(new GetCommand({ TableName: db.tableName, Key: MARKER }));
  if (marker.Item) return 0;
  let keyed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        // Public listings are the ones in the browse indexes (gsi2pk is set exactly while a listing is browsable).
        FilterExpression: 'entity = :property AND attribute_exists(gsi2pk) AND attribute_not_exists(gsi6pk)',
        ExpressionAttributeValues: { ':property': propertyEntity.name },
        ExpressionAttributeNames: { '#address': 'address' },
        ProjectionExpression: 'pk, sk, id, #address, coordinates',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const { pk, sk, id, address, coordinates } of (page.Items ?? []).map((item) => publicListing.parse(item))) {
      const street = coordinates ? streetOfListing(address) : null;
      if (!street) continue;
      const { gsi6pk, gsi6sk } = keys.listingByStreet(street.street, street.number, id);
      await db.client.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: { pk, sk },
          UpdateExpression: 'SET gsi6pk = :pk, gsi6sk = :sk',
          ConditionExpression: 'attribute_exists(gsi2pk) AND attribute_not_exists(gsi6pk)',
          ExpressionAttributeValues: { ':pk': gsi6pk, ':sk': gsi6sk },
        }),
      );
      keyed++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...MARKER, keyed, at: new Date().toISOString() } }));
  return keyed;
}
