import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { TDb } from '../../../functions/src/data/db';
import { listingSnapshotOf } from '../../../functions/src/data/listing-snapshot';
import { getProperty } from '../../../functions/src/data/property-repository';
import { openHouseEntity } from '../../../functions/src/data/property-records';
import { scanAll } from './one-off-repair';

const legacyOpenHouse = z.object({ pk: z.string(), sk: z.string(), propertyId: z.string() });

/**
 * The first demo catalogue wrote open houses before they carried their listing's card fields, and an
 * open-house item without them does not parse. Copies the listing onto each such item, or deletes it
 * when its listing is gone. A local data folder's one-off repair, so it scans.
 */
export async function backfillOpenHouseSnapshots(db: TDb): Promise<number> {
  let repaired = 0;
  const scan = {
    FilterExpression: 'entity = :openHouse AND attribute_not_exists(listing)',
    ExpressionAttributeValues: { ':openHouse': openHouseEntity.name },
    ProjectionExpression: 'pk, sk, propertyId',
  };
  await scanAll(db, scan, async (items) => {
    for (const { pk, sk, propertyId } of items.map((item) => legacyOpenHouse.parse(item))) {
      const property = await getProperty(db, propertyId);
      await db.client.send(
        property
          ? new UpdateCommand({
              TableName: db.tableName,
              Key: { pk, sk },
              UpdateExpression: 'SET listing = :listing',
              ExpressionAttributeValues: { ':listing': listingSnapshotOf(property) },
            })
          : new DeleteCommand({ TableName: db.tableName, Key: { pk, sk } }),
      );
      repaired++;
    }
  });
  return repaired;
}
