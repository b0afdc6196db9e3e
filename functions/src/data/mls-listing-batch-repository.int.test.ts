import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { getAgentStats } from './agent-stats-repository';
import { listAnalyticsDays, listAnalyticsOfListingsByMonth } from './analytics-repository';
import { getMlsMappingsByKeys, writeMlsListings } from './mls-listing-batch-repository';
import { getPropertiesByIds } from './property-repository';
import { getMlsMapping } from './mls-mapping-repository';
import { mlsMappingEntity, newMlsMappingRecord, type TMlsMappingRecord } from './mls-records';
import { listOpenHousesOfProperty } from './open-house-repository';
import { getProperty } from './property-repository';
import { makeOpenHouse, makeProperty } from './testing/make-records';
import * as keys from './keys';

const { deps } = createTestDeps();
const { db } = deps;

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

const NOW = '2026-06-01T00:00:00.000Z';
const NO_OPEN_HOUSES = { puts: [], deletes: [], snapshots: [] };

const makeMapping = (configId: string, listingKey: string): TMlsMappingRecord => ({
  ...newMlsMappingRecord(configId, listingKey, { logId: 'log-1', now: NOW }),
  propertyId: ulid(),
});

const synced = (mapping: TMlsMappingRecord, updatedAt: string): TMlsMappingRecord => ({
  ...mapping,
  syncStatus: 'synced',
  changeKind: 'created',
  modificationTimestamp: updatedAt,
  updatedAt,
});

describe('MLS listing batch repository', () => {
  it('writes new listings with their mappings all or none: a mapping written meanwhile stops the whole transaction', async () => {
    const configId = ulid();
    const userId = ulid();
    const newListing = (mapping: TMlsMappingRecord) => ({
      property: { before: null, after: makeProperty({ id: mapping.propertyId!, userId }) },
      mapping: { before: null, after: synced(mapping, NOW) },
      openHouses: NO_OPEN_HOUSES,
    });
    expect(await writeMlsListings(db, [newListing(makeMapping(configId, 'K2'))])).toBe(true);
    expect(await writeMlsListings(db, [newListing(makeMapping(configId, 'K1')), newListing(makeMapping(configId, 'K2'))])).toBe(false);
    expect(await getMlsMapping(db, configId, 'K1')).toBeNull();
    expect([...(await getMlsMappingsByKeys(db, configId, ['K1', 'K2', 'K3'])).keys()]).toEqual(['K2']);
  });

  it('writes listings with their mappings, one counter update per counter, and nothing when one was changed meanwhile', async () => {
    const configId = ulid();
    const userId = ulid();
    const mappings = ['A', 'B'].map((key) => makeMapping(configId, key));
    const listings = mappings.map((mapping) => makeProperty({ id: mapping.propertyId!, userId, price: 450_000, bedrooms: 3, status: 'active' }));
    const written = await writeMlsListings(
      db,
      mappings.map((mapping, i) => ({
        property: { before: null, after: listings[i]! },
        mapping: { before: null, after: synced(mapping, '2026-06-01T01:00:00.000Z') },
        openHouses: NO_OPEN_HOUSES,
      })),
    );
    expect(written).toBe(true);
    expect([
      ...(
        await getPropertiesByIds(
          db,
          listings.map((listing) => listing.id),
        )
      ).values(),
    ]).toHaveLength(2);
    expect((await getAgentStats(db, userId)).activeListings).toBe(2);

    const [first, second] = [(await getMlsMapping(db, configId, 'A'))!, (await getMlsMapping(db, configId, 'B'))!];
    const unpublished = { ...listings[0]!, status: 'draft' as const, updatedAt: '2026-06-02T00:00:00.000Z' };
    const stale = await writeMlsListings(db, [
      {
        property: { before: listings[0]!, after: unpublished },
        mapping: { before: first, after: synced(first, '2026-06-02T00:00:00.000Z') },
        openHouses: NO_OPEN_HOUSES,
      },
      {
        property: { before: listings[1]!, after: { ...listings[1]!, updatedAt: '2026-06-02T00:00:00.000Z' } },
        mapping: { before: { ...second, updatedAt: NOW }, after: synced(second, '2026-06-02T00:00:00.000Z') },
        openHouses: NO_OPEN_HOUSES,
      },
    ]);
    expect(stale).toBe(false);
    expect(await getProperty(db, listings[0]!.id)).toEqual(listings[0]);
    expect((await getAgentStats(db, userId)).activeListings).toBe(2);
  });

  it("counts the MLS's new open houses and those it took away in the agent's analytics, a moved one on its new day only, summing those that meet on a day", async () => {
    const configId = ulid();
    const userId = ulid();
    const [first, second] = ['OH1', 'OH2'].map((key) => makeMapping(configId, key));
    const listings = [first!, second!].map((mapping) => makeProperty({ id: mapping.propertyId!, userId }));
    const at = (iso: string, listing = listings[0]!) => makeOpenHouse(listing, new Date(iso));
    const saturday = [at('2026-06-06T15:00:00Z'), at('2026-06-06T19:00:00Z')];
    const sunday = at('2026-06-07T15:00:00Z');
    const otherSaturday = at('2026-06-06T16:00:00Z', listings[1]);
    const idsOf = (openHouses: readonly { id: string }[]) => openHouses.map((openHouse) => openHouse.id);
    expect(
      await writeMlsListings(db, [
        {
          property: { before: null, after: listings[0]! },
          mapping: { before: null, after: { ...synced(first!, NOW), openHouseIds: idsOf([...saturday, sunday]) } },
          openHouses: { ...NO_OPEN_HOUSES, puts: [...saturday, sunday] },
        },
        {
          property: { before: null, after: listings[1]! },
          mapping: { before: null, after: { ...synced(second!, NOW), openHouseIds: idsOf([otherSaturday]) } },
          openHouses: { ...NO_OPEN_HOUSES, puts: [otherSaturday] },
        },
      ]),
    ).toBe(true);
    const later = '2026-06-02T00:00:00.000Z';
    const openHousesByDay = async () =>
      Object.fromEntries((await listAnalyticsDays(db, userId, '2026-06-01', '2026-06-30')).map((day) => [day.period, day.counts.openHouses]));
    expect(await openHousesByDay()).toEqual({ '2026-06-06': 3, '2026-06-07': 1 });

    // A later sync: the MLS keeps Saturday's first, drops the second, and moves Sunday's to Monday (the same open house, its id kept).
    const stored = (await getMlsMapping(db, configId, 'OH1'))!;
    const monday = { ...sunday, startsAt: '2026-06-08T15:00:00.000Z', endsAt: '2026-06-08T17:00:00.000Z', updatedAt: later };
    const toKey = (openHouse: typeof sunday) => ({ id: openHouse.id, propertyId: openHouse.propertyId, startsAt: openHouse.startsAt });
    expect(
      await writeMlsListings(db, [
        {
          property: { before: listings[0]!, after: { ...listings[0]!, updatedAt: later } },
          mapping: { before: stored, after: { ...synced(stored, later), openHouseIds: idsOf([saturday[0]!, monday]) } },
          openHouses: { puts: [saturday[0]!, monday], deletes: [toKey(saturday[1]!), toKey(sunday)], snapshots: [] },
        },
      ]),
    ).toBe(true);
    expect(await openHousesByDay()).toEqual({ '2026-06-06': 2, '2026-06-07': 0, '2026-06-08': 1 });
    expect(await listOpenHousesOfProperty(db, listings[0]!.id)).toEqual([saturday[0], monday]);
    const months = await listAnalyticsOfListingsByMonth(db, userId, '2026-06', '2026-06');
    expect(Object.fromEntries(months.map((month) => [month.listingId, month.counts.openHouses]))).toEqual({ [listings[0]!.id]: 2, [listings[1]!.id]: 1 });
  });

  it('stores the raw MLS record gzipped in one binary attribute and reads it back whole, as it still reads a record stored as a map', async () => {
    const configId = ulid();
    const raw = {
      ListingKey: 'RAW1',
      ListPrice: 450_000,
      CountyOrParish: 'Travis',
      Media: [{ MediaURL: 'https://mls.example/1.jpg', Order: 1 }],
      UnitNumber: null,
    };
    const mapping = { ...synced(makeMapping(configId, 'RAW1'), NOW), raw };
    const listing = makeProperty({ id: mapping.propertyId!, userId: ulid() });
    expect(
      await writeMlsListings(db, [{ property: { before: null, after: listing }, mapping: { before: null, after: mapping }, openHouses: NO_OPEN_HOUSES }]),
    ).toBe(true);

    const stored = (await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.mlsMapping(configId, 'RAW1') }))).Item!;
    expect(stored.raw).toBeInstanceOf(Uint8Array);
    expect((await getMlsMapping(db, configId, 'RAW1'))?.raw).toEqual(raw);
    expect((await getMlsMappingsByKeys(db, configId, ['RAW1'])).get('RAW1')?.raw).toEqual(raw);

    const older = { ...mlsMappingEntity.toItem({ ...makeMapping(configId, 'RAW2'), raw: null }), raw };
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: older }));
    expect((await getMlsMapping(db, configId, 'RAW2'))?.raw).toEqual(raw);
  });
});
