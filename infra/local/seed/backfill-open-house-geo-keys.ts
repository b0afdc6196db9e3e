import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../functions/src/data/db';
import { openHouseGeoKeys } from '../../../functions/src/data/property-index-keys';
import { openHouseEntity } from '../../../functions/src/data/property-records';
import { runOnce, scanAll } from './one-off-repair';

/**
 * Open houses written before the map read them from the geo index lack its keys (keys.openHouseByGeo), so the
 * map would not show them. Once per data folder, one scan gives each open house whose listing copy is on the map
 * the keys its entity gives (every later write keeps them: property-records.ts, snapshotUpdates). A local data
 * folder's one-off repair, so it scans. Answers how many it filed (0 once done).
 */
export async function backfillOpenHouseGeoKeys(db: TDb): Promise<number> {
  const { filed } = await runOnce(db, { name: 'open-house-geo-keys', nothingDone: { filed: 0 } }, async () => {
    let count = 0;
    const filter = {
      FilterExpression: 'entity = :openHouse AND attribute_exists(listing) AND attribute_not_exists(gsi5pk)',
      ExpressionAttributeValues: { ':openHouse': openHouseEntity.name },
    };
    await scanAll(db, filter, async (items) => {
      for (const openHouse of items.map((item) => openHouseEntity.parse(item))) {
        const geo = openHouseGeoKeys(openHouse);
        if (!geo) continue;
        await db.client
          .send(
            new UpdateCommand({
              TableName: db.tableName,
              Key: openHouseEntity.key(openHouse),
              UpdateExpression: 'SET gsi5pk = :gsi5pk, gsi5sk = :gsi5sk',
              // Written meanwhile (deleted, or its listing copy changed): its own write keyed it.
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi5pk)',
              ExpressionAttributeValues: { ':gsi5pk': geo.gsi5pk, ':gsi5sk': geo.gsi5sk },
            }),
          )
          .catch((error: unknown) => {
            if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
          });
        count++;
      }
    });
    return { filed: count };
  });
  return filed;
}
