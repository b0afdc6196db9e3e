import { inject } from 'vitest';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { getAgentStats } from './agent-stats-repository';
import { getMlsMappingsByKeys, getPropertiesByIds, writeMlsListings } from './mls-listing-batch-repository';
import { getMlsMapping } from './mls-mapping-repository';
import { newMlsMappingRecord, type TMlsMappingRecord } from './mls-records';
import { getProperty } from './property-repository';
import { makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

const NOW = '2026-06-01T00:00:00.000Z';
const NO_OPEN_HOUSES = { puts: [], deletes: [], snapshots: [] };

const makeMapping = (configId: string, listingKey: string): TMlsMappingRecord => ({ ...newMlsMappingRecord(configId, listingKey, { logId: 'log-1', now: NOW }), propertyId: ulid() });

const synced = (mapping: TMlsMappingRecord, updatedAt: string): TMlsMappingRecord => ({ ...mapping, syncStatus: 'synced', changeKind: 'created', modificationTimestamp: updatedAt, updatedAt });

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
      mappings.map((mapping, i) => ({ property: { before: null, after: listings[i]! }, mapping: { before: null, after: synced(mapping, '2026-06-01T01:00:00.000Z') }, openHouses: NO_OPEN_HOUSES })),
    );
    expect(written).toBe(true);
    expect([...(await getPropertiesByIds(db, listings.map((listing) => listing.id))).values()]).toHaveLength(2);
    expect((await getAgentStats(db, userId)).activeListings).toBe(2);

    const [first, second] = [(await getMlsMapping(db, configId, 'A'))!, (await getMlsMapping(db, configId, 'B'))!];
    const unpublished = { ...listings[0]!, status: 'draft' as const, updatedAt: '2026-06-02T00:00:00.000Z' };
    const stale = await writeMlsListings(db, [
      { property: { before: listings[0]!, after: unpublished }, mapping: { before: first, after: synced(first, '2026-06-02T00:00:00.000Z') }, openHouses: NO_OPEN_HOUSES },
      { property: { before: listings[1]!, after: { ...listings[1]!, updatedAt: '2026-06-02T00:00:00.000Z' } }, mapping: { before: { ...second, updatedAt: NOW }, after: synced(second, '2026-06-02T00:00:00.000Z') }, openHouses: NO_OPEN_HOUSES },
    ]);
    expect(stale).toBe(false);
    expect(await getProperty(db, listings[0]!.id)).toEqual(listings[0]);
    expect((await getAgentStats(db, userId)).activeListings).toBe(2);
  });
});
