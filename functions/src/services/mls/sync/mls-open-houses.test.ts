import { listingSnapshotOf } from '../../../data/listing-snapshot';
import type { TOpenHouseRecord } from '../../../data/property-records';
import { makeProperty } from '../../../data/testing/make-records';
import { mlsOpenHouseId, syncedOpenHouses } from './mls-open-houses';

const CONFIG = { id: 'CONFIG1' };
const LISTING_KEY = 'LK1';
const NOW = new Date('2026-06-02T12:00:00.000Z');
const FIRST_SYNC = '2026-06-01T12:00:00.000Z';
const property = makeProperty({ updatedAt: NOW.toISOString() });

const mlsOpenHouse = (key: string | null, startsAt: string, endsAt: string) => ({ key, startsAt, endsAt, notes: null });

/** The item an earlier sync wrote for an MLS open house. */
function storedItem(openHouse: ReturnType<typeof mlsOpenHouse>, overrides: Partial<TOpenHouseRecord> = {}): TOpenHouseRecord {
  const { key: _key, ...times } = openHouse;
  return {
    id: mlsOpenHouseId(CONFIG.id, LISTING_KEY, openHouse),
    propertyId: property.id,
    userId: property.userId,
    ...times,
    createdAt: FIRST_SYNC,
    listing: listingSnapshotOf(property),
    ...overrides,
  };
}

function sync(openHouses: ReturnType<typeof mlsOpenHouse>[], stored: TOpenHouseRecord[]) {
  const ours = stored.map((openHouse) => openHouse.id);
  const after = { ...property, upcomingOpenHouses: stored.filter((openHouse) => openHouse.endsAt > NOW.toISOString()) };
  return syncedOpenHouses(CONFIG, { openHouseIds: ours }, after, { mapped: { listingKey: LISTING_KEY, openHouses }, stored, agentOpenHouses: [], now: NOW });
}

const keyOf = ({ id, propertyId, startsAt }: TOpenHouseRecord) => ({ id, propertyId, startsAt });

describe('MLS open houses', () => {
  it('take their id from the MLS key without their time, or from their time without a key', () => {
    const saturday = mlsOpenHouse('OH1', '2026-06-06T15:00:00.000Z', '2026-06-06T17:00:00.000Z');
    const id = mlsOpenHouseId(CONFIG.id, LISTING_KEY, saturday);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(mlsOpenHouseId(CONFIG.id, LISTING_KEY, { ...saturday, startsAt: '2026-06-07T15:00:00.000Z' })).toBe(id);
    expect(mlsOpenHouseId(CONFIG.id, 'LK2', saturday)).not.toBe(id);
    expect(mlsOpenHouseId('CONFIG2', LISTING_KEY, saturday)).not.toBe(id);
    const keyless = mlsOpenHouseId(CONFIG.id, LISTING_KEY, { key: null, startsAt: saturday.startsAt });
    expect(keyless).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(mlsOpenHouseId(CONFIG.id, LISTING_KEY, { key: null, startsAt: '2026-06-07T15:00:00.000Z' })).not.toBe(keyless);
  });

  it('write a moved one under its id at the new start, its old item deleted and its createdAt kept, changed now', () => {
    const saturday = mlsOpenHouse('OH1', '2026-06-06T15:00:00.000Z', '2026-06-06T17:00:00.000Z');
    const stored = storedItem(saturday);
    const { openHouses, upcoming, openHouseIds } = sync([{ ...saturday, startsAt: '2026-06-07T15:00:00.000Z', endsAt: '2026-06-07T18:00:00.000Z' }], [stored]);
    const moved = { ...stored, startsAt: '2026-06-07T15:00:00.000Z', endsAt: '2026-06-07T18:00:00.000Z', updatedAt: NOW.toISOString() };
    expect(openHouses).toEqual({ puts: [moved], deletes: [keyOf(stored)], snapshots: [] });
    expect(upcoming.map((ref) => ref.startsAt)).toEqual([moved.startsAt]);
    expect(openHouseIds).toEqual([stored.id]);
  });

  it('keep an unchanged one as it was, and give one whose listing copy changed a new updatedAt', () => {
    const saturday = mlsOpenHouse('OH1', '2026-06-06T15:00:00.000Z', '2026-06-06T17:00:00.000Z');
    const unchanged = storedItem(saturday, { updatedAt: '2026-06-01T13:00:00.000Z' });
    expect(sync([saturday], [unchanged]).openHouses).toEqual({ puts: [unchanged], deletes: [], snapshots: [] });
    const stale = storedItem(saturday, { listing: { ...listingSnapshotOf(property), price: 1 } });
    expect(sync([saturday], [stale]).openHouses.puts).toEqual([{ ...stale, listing: listingSnapshotOf(property), updatedAt: NOW.toISOString() }]);
  });

  it('delete the old item of one moved after its old time ended, and give it no listing copy update too', () => {
    const past = mlsOpenHouse('OH1', '2026-05-30T15:00:00.000Z', '2026-05-30T17:00:00.000Z');
    const ended = storedItem(past);
    const agents = { ...storedItem(past), id: 'AGENTS0000000000000000000A' };
    // The sync that wrote it is older than the last one: the mapping no longer names it, the caller counts it as the agent's.
    const after = { ...property, upcomingOpenHouses: [] };
    const result = syncedOpenHouses(CONFIG, { openHouseIds: [] }, after, {
      mapped: { listingKey: LISTING_KEY, openHouses: [{ ...past, startsAt: '2026-06-09T15:00:00.000Z', endsAt: '2026-06-09T17:00:00.000Z' }] },
      stored: [ended, agents],
      agentOpenHouses: [ended, agents],
      now: NOW,
    });
    expect(result.openHouses.deletes).toEqual([keyOf(ended)]);
    expect(result.openHouses.snapshots).toEqual([agents]);
    expect(result.openHouses.puts).toEqual([
      { ...ended, startsAt: '2026-06-09T15:00:00.000Z', endsAt: '2026-06-09T17:00:00.000Z', updatedAt: NOW.toISOString() },
    ]);
  });

  it('treat a time change of one without an MLS key as one taken away and a new one', () => {
    const keyless = mlsOpenHouse(null, '2026-06-06T15:00:00.000Z', '2026-06-06T17:00:00.000Z');
    const stored = storedItem(keyless);
    const moved = { ...keyless, startsAt: '2026-06-07T15:00:00.000Z', endsAt: '2026-06-07T17:00:00.000Z' };
    const { openHouses } = sync([moved], [stored]);
    expect(openHouses.deletes).toEqual([keyOf(stored)]);
    expect(openHouses.puts).toEqual([{ ...storedItem(moved), createdAt: NOW.toISOString() }]);
  });
});
