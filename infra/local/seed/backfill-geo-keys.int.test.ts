import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { listPublicListingsInCells } from '../../../functions/src/data/listing-geo-repository';
import { propertyEntity } from '../../../functions/src/data/property-records';
import { makeProperty } from '../../../functions/src/data/testing/make-records';
import { ensureTable } from '../provision';
import { backfillGeoKeys } from './backfill-geo-keys';

describe('listings written before the geo index', () => {
  it('get its keys once per data folder, public ones with coordinates only', async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `geo-backfill-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const denver = makeProperty({ coordinates: { lat: 39.7525, lng: -105.0002 } });
    const draft = makeProperty({ coordinates: { lat: 39.7355, lng: -104.9842 }, status: 'draft' });
    const nowhere = makeProperty({ coordinates: null });
    for (const property of [denver, draft, nowhere]) {
      // The item as it was written before gsi5 existed.
      const { gsi5pk: _pk, gsi5sk: _sk, ...legacy } = propertyEntity.toItem(property);
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: legacy }));
    }
    const inColorado = async () => (await listPublicListingsInCells(deps.db, { cells: ['9x'], maxItems: 100, concurrency: 1 })).items.map((listing) => listing.id);
    expect(await inColorado()).toEqual([]);

    expect(await backfillGeoKeys(deps.db)).toBe(1);
    expect(await inColorado()).toEqual([denver.id]);
    const stored = await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: propertyEntity.key(denver) }));
    expect(stored.Item).toMatchObject(propertyEntity.toItem(denver));
    // Once done, a later start does not scan again.
    const { gsi5pk: _pk, gsi5sk: _sk, ...legacy } = propertyEntity.toItem(makeProperty({ coordinates: { lat: 39.7, lng: -104.98 } }));
    await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: legacy }));
    expect(await backfillGeoKeys(deps.db)).toBe(0);
  });
});
