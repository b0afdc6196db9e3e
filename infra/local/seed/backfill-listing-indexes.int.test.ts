import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { encodeGeohash } from '../../../functions/src/data/geohash';
import { geoCounterEntity } from '../../../functions/src/data/geo-counter-records';
import { listGeoCountsInRuns, listPublicListingsInCells } from '../../../functions/src/data/listing-geo-repository';
import { listPublicListingsByStreet } from '../../../functions/src/data/listing-street-repository';
import { propertyEntity } from '../../../functions/src/data/property-records';
import { cellsAround, listSearchesInCell, savedSearchAreaEntity } from '../../../functions/src/data/saved-search-area-repository';
import { savedSearchEntity } from '../../../functions/src/data/saved-search-repository';
import { savedSearchWideEntity } from '../../../functions/src/data/saved-search-wide-repository';
import { makeProperty } from '../../../functions/src/data/testing/make-records';
import { ensureTable } from '../provision';
import { backfillListingIndexes } from './backfill-listing-indexes';

/** A table of its own: the repair scans. */
async function freshTable(name: string) {
  const { deps } = createTestDeps();
  deps.db.tableName = `${name}-${Date.now().toString(36)}`;
  await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
  return deps.db;
}

describe('listings written before the geo index', () => {
  it('get its keys once per data folder, public ones with coordinates only', async () => {
    const db = await freshTable('geo-backfill-test');
    const denver = makeProperty({ coordinates: { lat: 39.7525, lng: -105.0002 } });
    const draft = makeProperty({ coordinates: { lat: 39.7355, lng: -104.9842 }, status: 'draft' });
    const nowhere = makeProperty({ coordinates: null });
    for (const property of [denver, draft, nowhere]) {
      // The item as it was written before gsi5 existed.
      const { gsi5pk: _pk, gsi5sk: _sk, ...legacy } = propertyEntity.toItem(property);
      await db.client.send(new PutCommand({ TableName: db.tableName, Item: legacy }));
    }
    const inColorado = async () => (await listPublicListingsInCells(db, { cells: ['9x'], maxItems: 100, concurrency: 1 })).items.map((listing) => listing.id);
    expect(await inColorado()).toEqual([]);

    expect((await backfillListingIndexes(db)).rekeyed).toBe(1);
    expect(await inColorado()).toEqual([denver.id]);
    const stored = await db.client.send(new GetCommand({ TableName: db.tableName, Key: propertyEntity.key(denver) }));
    expect(stored.Item).toMatchObject(propertyEntity.toItem(denver));
    // Once done, a later start does not scan again.
    const { gsi5pk: _pk, gsi5sk: _sk, ...legacy } = propertyEntity.toItem(makeProperty({ coordinates: { lat: 39.7, lng: -104.98 } }));
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: legacy }));
    expect((await backfillListingIndexes(db)).rekeyed).toBe(0);
  });
});

describe('listings written before the street index', () => {
  it('get its keys once per data folder, public ones with coordinates only', async () => {
    const db = await freshTable('street-backfill-test');
    const at = { lat: 39.7525, lng: -105.0002 };
    const wynkoop = makeProperty({ address: '1701 Wynkoop St', coordinates: at });
    const draft = makeProperty({ address: '1710 Wynkoop St', coordinates: at, status: 'draft' });
    const nowhere = makeProperty({ address: '1720 Wynkoop St', coordinates: null });
    for (const property of [wynkoop, draft, nowhere]) {
      // The item as it was written before gsi6 existed.
      const { gsi6pk: _pk, gsi6sk: _sk, ...legacy } = propertyEntity.toItem(property);
      await db.client.send(new PutCommand({ TableName: db.tableName, Item: legacy }));
    }
    const onWynkoop = async () => (await listPublicListingsByStreet(db, { streetPrefix: 'wynkoop', limit: 8 })).map((listing) => listing.id);
    expect(await onWynkoop()).toEqual([]);

    expect((await backfillListingIndexes(db)).rekeyed).toBe(1);
    expect(await onWynkoop()).toEqual([wynkoop.id]);
    const stored = await db.client.send(new GetCommand({ TableName: db.tableName, Key: propertyEntity.key(wynkoop) }));
    expect(stored.Item).toMatchObject(propertyEntity.toItem(wynkoop));
    // Once done, a later start does not scan again.
    const { gsi6pk: _pk, gsi6sk: _sk, ...legacy } = propertyEntity.toItem(makeProperty({ address: '1800 Wynkoop St', coordinates: at }));
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: legacy }));
    expect((await backfillListingIndexes(db)).rekeyed).toBe(0);
  });
});

describe("listings written before the map's per-cell counts", () => {
  it('are counted once per data folder: public ones with coordinates, under contract apart', async () => {
    const db = await freshTable('geo-counts-test');
    const listings = [
      makeProperty({ coordinates: { lat: 39.7525, lng: -105.0002 }, status: 'active', marketStatus: 'active' }),
      makeProperty({ coordinates: { lat: 39.7355, lng: -104.9842 }, status: 'active', marketStatus: 'pending' }),
      makeProperty({ coordinates: { lat: 39.7445, lng: -104.9885 }, status: 'draft' }),
      makeProperty({ coordinates: { lat: 39.7445, lng: -104.9885 }, status: 'active', marketStatus: 'closed' }),
      makeProperty({ coordinates: null, status: 'active' }),
    ];
    // The items as written before the counters: no counter moved with them.
    for (const listing of listings) await db.client.send(new PutCommand({ TableName: db.tableName, Item: propertyEntity.toItem(listing) }));
    expect(await listGeoCountsInRuns(db, { runs: [{ first: '9x', last: '9x' }], concurrency: 1 })).toEqual([]);

    expect((await backfillListingIndexes(db)).counters).toBe(1);
    expect(await listGeoCountsInRuns(db, { runs: [{ first: '9x', last: '9x' }], concurrency: 1 })).toEqual([
      {
        cell: encodeGeohash(39.7525, -105.0002, 4),
        activeCount: 1,
        activeLatE6: 39_752_500,
        activeLngE6: -105_000_200,
        underContractCount: 1,
        underContractLatE6: 39_735_500,
        underContractLngE6: -104_984_200,
      },
    ]);
    // Once done, a later start does not count again.
    expect((await backfillListingIndexes(db)).counters).toBe(0);
    expect((await listGeoCountsInRuns(db, { runs: [{ first: '9x', last: '9x' }], concurrency: 1 }))[0]?.activeCount).toBe(1);
  });

  it('are counted again over counters of an earlier layout, which go', async () => {
    const db = await freshTable('geo-recount-test');
    const denver = makeProperty({ coordinates: { lat: 39.7525, lng: -105.0002 }, status: 'active', marketStatus: 'active' });
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: propertyEntity.toItem(denver) }));
    const cell = encodeGeohash(39.7525, -105.0002, 4);
    const counter = {
      cell,
      activeCount: 1,
      activeLatE6: 39_752_500,
      activeLngE6: -105_000_200,
      underContractCount: 0,
      underContractLatE6: 0,
      underContractLngE6: 0,
    };
    // A folder counted under the 2-character partitions (GEOCOUNT#9x) and marked done by the backfill of then;
    // since, a listing write moved a counter of the present layout by itself only, and a listing left a cell empty.
    const earlier = { ...geoCounterEntity.toItem(counter), pk: `GEOCOUNT#${cell.slice(0, 2)}`, sk: cell };
    const empty = geoCounterEntity.toItem({ ...counter, cell: encodeGeohash(39.7, -104.9, 4), activeCount: 0, activeLatE6: 0, activeLngE6: 0 });
    const partial = geoCounterEntity.toItem({ ...counter, activeCount: 3 });
    for (const Item of [earlier, empty, partial, { pk: 'MIGRATION#geo-counts', sk: 'MIGRATION', counters: 1 }])
      await db.client.send(new PutCommand({ TableName: db.tableName, Item }));

    expect((await backfillListingIndexes(db)).counters).toBe(1);
    expect(await listGeoCountsInRuns(db, { runs: [{ first: '9x', last: '9x' }], concurrency: 1 })).toEqual([counter]);
    for (const { pk, sk } of [earlier, empty])
      expect((await db.client.send(new GetCommand({ TableName: db.tableName, Key: { pk, sk } }))).Item).toBeUndefined();
  });
});

describe('saved searches saved before the area index', () => {
  it("are filed under their area's cells (or the wide index) once, alerting ones only; the earlier layout's entries go", async () => {
    const db = await freshTable('search-area-backfill-test');
    const search = (id: string, overrides: Record<string, unknown> = {}) => ({
      userId: 'buyer-1',
      id,
      name: 'Bozeman',
      source: 'listings' as const,
      frequency: 'instant' as const,
      paused: false,
      filters: { minBedrooms: 3 },
      area: { bbox: [-111.12, 45.62, -110.98, 45.72] as [number, number, number, number], place: 'Bozeman, MT' },
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      lastVisitedAt: '2026-11-01T00:00:00.000Z',
      ...overrides,
    });
    const anywhere = search('s3', { area: null, filters: { priceRange: 'under-300k' } });
    for (const record of [search('s1'), search('s2', { paused: true }), anywhere])
      await db.client.send(new PutCommand({ TableName: db.tableName, Item: savedSearchEntity.toItem(record) }));
    // A search without an area in the nationwide cell of the layout before the wide index.
    const nationwide = {
      cell: '*',
      userId: 'buyer-1',
      searchId: 's3',
      name: 'Bozeman',
      source: 'listings' as const,
      frequency: 'instant' as const,
      filters: anywhere.filters,
      bbox: null,
    };
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: savedSearchAreaEntity.toItem(nationwide) }));
    // An entry of an earlier layout of the index, under a cell the search's area no longer gives.
    const stale = savedSearchAreaEntity.toItem({
      cell: 'c8x',
      userId: 'buyer-1',
      searchId: 's1',
      name: 'Bozeman',
      source: 'listings',
      frequency: 'instant',
      filters: {},
      bbox: null,
    });
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: stale }));
    const filedHere = async () =>
      (await Promise.all(cellsAround({ lat: 45.68, lng: -111.04 }).map((cell) => listSearchesInCell(db, cell)))).flat().map((s) => s.searchId);
    expect(await filedHere()).toEqual([]);

    expect((await backfillListingIndexes(db)).searches).toBe(3);
    expect(await filedHere()).toEqual(['s1']);
    expect(await listSearchesInCell(db, 'c8x')).toEqual([]);
    expect(await listSearchesInCell(db, '*')).toEqual([]);
    const wide = await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: savedSearchWideEntity.key({ userId: 'buyer-1', searchId: 's3', filters: anywhere.filters }) }),
    );
    expect(wide.Item).toMatchObject({ searchId: 's3', pk: 'SEARCHWIDE#under-300k#any' });
    expect((await backfillListingIndexes(db)).searches).toBe(0);
  });
});
