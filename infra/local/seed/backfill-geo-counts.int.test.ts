import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { encodeGeohash } from '../../../functions/src/data/geohash';
import { listGeoCountsInRuns } from '../../../functions/src/data/listing-geo-repository';
import { propertyEntity } from '../../../functions/src/data/property-records';
import { makeProperty } from '../../../functions/src/data/testing/make-records';
import { ensureTable } from '../provision';
import { backfillGeoCounts } from './backfill-geo-counts';

describe("listings written before the map's per-cell counts", () => {
  it('are counted once per data folder: public ones with coordinates, under contract apart', async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `geo-counts-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const listings = [
      makeProperty({ coordinates: { lat: 39.7525, lng: -105.0002 }, status: 'active', marketStatus: 'active' }),
      makeProperty({ coordinates: { lat: 39.7355, lng: -104.9842 }, status: 'active', marketStatus: 'pending' }),
      makeProperty({ coordinates: { lat: 39.7445, lng: -104.9885 }, status: 'draft' }),
      makeProperty({ coordinates: { lat: 39.7445, lng: -104.9885 }, status: 'active', marketStatus: 'closed' }),
      makeProperty({ coordinates: null, status: 'active' }),
    ];
    // The items as written before the counters: no counter moved with them.
    for (const listing of listings) await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: propertyEntity.toItem(listing) }));
    expect(await listGeoCountsInRuns(deps.db, { runs: [{ first: '9x', last: '9x' }], concurrency: 1 })).toEqual([]);

    expect(await backfillGeoCounts(deps.db)).toBe(1);
    expect(await listGeoCountsInRuns(deps.db, { runs: [{ first: '9x', last: '9x' }], concurrency: 1 })).toEqual([
      {
        cell: encodeGeohash(39.7525, -105.0002, 4),
        activeCount: 1, activeLatE6: 39_752_500, activeLngE6: -105_000_200,
        underContractCount: 1, underContractLatE6: 39_735_500, underContractLngE6: -104_984_200,
      },
    ]);
    // Once done, a later start does not count again.
    expect(await backfillGeoCounts(deps.db)).toBe(0);
    expect((await listGeoCountsInRuns(deps.db, { runs: [{ first: '9x', last: '9x' }], concurrency: 1 }))[0]?.activeCount).toBe(1);
  });
});
