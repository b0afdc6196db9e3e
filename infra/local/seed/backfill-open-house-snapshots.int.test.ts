import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { listingSnapshotOf } from '../../../functions/src/data/listing-snapshot';
import { listOpenHousesOfProperty } from '../../../functions/src/data/open-house-repository';
import { putNewProperty } from '../../../functions/src/data/property-repository';
import { openHouseEntity } from '../../../functions/src/data/property-records';
import { makeOpenHouse, makeProperty } from '../../../functions/src/data/testing/make-records';
import { ensureTable } from '../provision';
import { backfillOpenHouseSnapshots } from './backfill-open-house-snapshots';

describe('open houses written before they carried their listing', () => {
  it('get their listing copied on, or go when their listing is gone', async () => {
    // A table of its own: the repair scans, and other tests keep such items on purpose.
    const { deps } = createTestDeps();
    deps.db.tableName = `backfill-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const property = makeProperty();
    await putNewProperty(deps.db, property);
    const { listing: _listing, ...legacy } = makeOpenHouse(property, new Date('2026-06-03T15:00:00Z'));
    const { listing: _orphanListing, ...orphan } = makeOpenHouse(makeProperty(), new Date('2026-06-03T15:00:00Z'));
    for (const item of [legacy, orphan]) {
      await deps.db.client.send(
        new PutCommand({ TableName: deps.db.tableName, Item: { ...openHouseEntity.key(item), entity: openHouseEntity.name, ...item } }),
      );
    }

    expect(await backfillOpenHouseSnapshots(deps.db)).toBe(2);
    expect(await listOpenHousesOfProperty(deps.db, property.id)).toEqual([{ ...legacy, listing: listingSnapshotOf(property) }]);
    expect((await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: openHouseEntity.key(orphan) }))).Item).toBeUndefined();
    expect(await backfillOpenHouseSnapshots(deps.db)).toBe(0);
  });
});
