import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { listOpenHousesInCells } from '../../../functions/src/data/open-house-geo-repository';
import { encodeGeohash } from '../../../functions/src/data/geohash';
import { putNewProperty } from '../../../functions/src/data/property-repository';
import { openHouseEntity } from '../../../functions/src/data/property-records';
import { makeOpenHouse, makeProperty } from '../../../functions/src/data/testing/make-records';
import { ensureTable } from '../provision';
import { backfillOpenHouseGeoKeys } from './backfill-open-house-geo-keys';

describe('open houses written before the geo index held them', () => {
  it("get their keys once, those of listings on the map only, and the map's read finds them", async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `backfill-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const now = new Date();
    const onMap = makeProperty();
    const draft = makeProperty({ status: 'draft' });
    const openHouses = [makeOpenHouse(onMap, new Date(now.getTime() + 86_400_000)), makeOpenHouse(draft, new Date(now.getTime() + 86_400_000))];
    for (const property of [onMap, draft]) await putNewProperty(deps.db, property);
    for (const openHouse of openHouses) {
      const { gsi5pk: _pk, gsi5sk: _sk, ...older } = openHouseEntity.toItem(openHouse);
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: older }));
    }
    const read = () =>
      listOpenHousesInCells(deps.db, {
        cells: [encodeGeohash(onMap.coordinates!.lat, onMap.coordinates!.lng, 5)],
        now,
        to: new Date(now.getTime() + 3 * 86_400_000),
        maxItems: 10,
        concurrency: 2,
      });
    expect((await read()).items).toEqual([]);

    expect(await backfillOpenHouseGeoKeys(deps.db)).toBe(1);
    expect((await read()).items.map((found) => found.openHouse.id)).toEqual([openHouses[0]!.id]);
    expect(await backfillOpenHouseGeoKeys(deps.db)).toBe(0);
  });
});
