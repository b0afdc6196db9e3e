import { createTestDeps } from '../../test/test-deps';
import { encodeGeohash } from './geohash';
import { listingSnapshotOf } from './listing-snapshot';
import { listOpenHousesInCells, listOpenHousesPage } from './open-house-geo-repository';
import { addOpenHouse, refreshSnapshots, removeOpenHouse } from './open-house-repository';
import { getProperty, putNewProperty } from './property-repository';
import type { TOpenHouseRecord, TPropertyRecord } from './property-records';
import { makeOpenHouse, makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;
// A time of its own (other tests use 2026 and 2031) and places in the South Pacific no other test writes to.
const NOW = new Date('2032-03-03T12:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const SPOT = { lat: -52.5123, lng: -140.2345 };
const ELSEWHERE = { lat: -58.4321, lng: -120.9876 };
const cellOf = (place: { lat: number; lng: number }, precision = 6) => encodeGeohash(place.lat, place.lng, precision);

async function listing(overrides: Partial<TPropertyRecord> = {}) {
  const property = makeProperty({ coordinates: SPOT, ...overrides });
  await putNewProperty(db, property);
  return property;
}

async function withOpenHouses(property: TPropertyRecord, starts: Date[]): Promise<TOpenHouseRecord[]> {
  const openHouses = starts.map((start) => makeOpenHouse(property, start));
  for (const openHouse of openHouses) await addOpenHouse(db, (await getProperty(db, property.id))!, openHouse, NOW);
  return openHouses;
}

const idsIn = async (place: { lat: number; lng: number }, to: Date) =>
  (await listOpenHousesInCells(db, { cells: [cellOf(place)], now: NOW, to, maxItems: 100, concurrency: 4 })).items.map((found) => found.openHouse.id);

describe('open houses in the geo index', () => {
  it("reads a box's cells for a window: under way or starting before its end, of public listings on the map, moved and removed with their writes", async () => {
    const property = await listing();
    const [ended, underWay, tomorrow, nextMonth] = await withOpenHouses(property, [
      hoursFromNow(-30),
      hoursFromNow(-1),
      hoursFromNow(24),
      hoursFromNow(24 * 35),
    ]);
    await withOpenHouses(await listing({ status: 'draft' }), [hoursFromNow(24)]);
    await withOpenHouses(await listing({ marketStatus: 'closed' }), [hoursFromNow(24)]);
    await withOpenHouses(await listing({ coordinates: null }), [hoursFromNow(24)]);
    expect(ended && nextMonth).toBeDefined();

    const week = await listOpenHousesInCells(db, { cells: [cellOf(SPOT)], now: NOW, to: hoursFromNow(24 * 7), maxItems: 100, concurrency: 4 });
    expect(week.items.map((found) => found.openHouse.id)).toEqual([underWay!.id, tomorrow!.id]);
    expect(week.items[1]).toMatchObject({
      coordinates: SPOT,
      geohash: cellOf(SPOT, 9),
      openHouse: { propertyId: property.id, listing: listingSnapshotOf(property) },
    });
    expect(week.truncated).toBe(false);
    // The ended one is read (the week's partition holds it) but not handed back.
    expect(week.itemsRead).toBeGreaterThanOrEqual(3);
    expect(await idsIn(SPOT, hoursFromNow(20))).toEqual([underWay!.id]);
    expect(await idsIn(SPOT, hoursFromNow(24 * 40))).toEqual([underWay!.id, tomorrow!.id, nextMonth!.id]);

    // The listing moves: its open houses move with the copy of it; off the market, they leave the index.
    const moved = { ...(await getProperty(db, property.id))!, coordinates: ELSEWHERE };
    await refreshSnapshots(db, moved, [underWay!, tomorrow!]);
    expect(await idsIn(SPOT, hoursFromNow(24 * 7))).toEqual([]);
    expect(await idsIn(ELSEWHERE, hoursFromNow(24 * 7))).toEqual([underWay!.id, tomorrow!.id]);
    await refreshSnapshots(db, { ...moved, marketStatus: 'withdrawn' }, [underWay!]);
    expect(await idsIn(ELSEWHERE, hoursFromNow(24 * 7))).toEqual([tomorrow!.id]);
    await removeOpenHouse(db, (await getProperty(db, property.id))!, tomorrow!, NOW);
    expect(await idsIn(ELSEWHERE, hoursFromNow(24 * 7))).toEqual([]);
  });

  it('pages the open houses of coarse cells, week by week, each once', async () => {
    const here = await listing({ coordinates: { lat: -61.25, lng: -100.5 } });
    const there = await listing({ coordinates: { lat: -66.25, lng: -80.5 } });
    const written = [
      ...(await withOpenHouses(here, [hoursFromNow(2), hoursFromNow(26), hoursFromNow(24 * 8)])),
      ...(await withOpenHouses(there, [hoursFromNow(3), hoursFromNow(24 * 9)])),
    ];
    const cells = [cellOf(here.coordinates!, 2), cellOf(there.coordinates!, 2)];
    const page = (startKey?: Record<string, unknown>) =>
      listOpenHousesPage(db, {
        cells,
        now: NOW,
        to: hoursFromNow(24 * 14),
        limit: 2,
        concurrency: 4,
        startKey: startKey as Record<string, string> | undefined,
      });
    const seen: string[] = [];
    let next: Record<string, unknown> | undefined;
    let pages = 0;
    do {
      const found = await page(next);
      expect(found.items.length).toBeLessThanOrEqual(2);
      seen.push(...found.items.map((openHouse) => openHouse.id));
      next = found.next;
      pages++;
    } while (next && pages < 10);
    expect(next).toBeUndefined();
    expect(seen.toSorted()).toEqual(written.map((openHouse) => openHouse.id).toSorted());
  });
});
