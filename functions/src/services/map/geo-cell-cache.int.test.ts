import { inject } from 'vitest';
import { createTestDeps } from '../../../test/test-deps';
import { encodeGeohash } from '../../data/geohash';
import { putNewProperty } from '../../data/property-repository';
import { makeProperty } from '../../data/testing/make-records';
import { forgetGeoCells, listingsInCover } from './geo-cell-cache';

const { deps, advance } = createTestDeps();

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

beforeEach(() => forgetGeoCells());

/** Spots in the Southern Ocean no other test writes to, each in a cell of its own. */
const spotA = { lat: -52.2011, lng: -140.3305 };
const spotB = { lat: -52.2011, lng: -135.3305 };
const cellOf = (spot: { lat: number; lng: number }, precision: number) => encodeGeohash(spot.lat, spot.lng, precision);
const putAt = async (spot: { lat: number; lng: number }, offset: number) => {
  const listing = makeProperty({ coordinates: { lat: spot.lat + offset * 1e-4, lng: spot.lng } });
  await putNewProperty(deps.db, listing);
  return listing.id;
};
const idsIn = async (cover: string[], maxItems = 100) => {
  const read = await listingsInCover(deps, cover, { maxItems, concurrency: 4 });
  return { ids: read.items.map((listing) => listing.id).sort(), truncated: read.truncated };
};

describe('geo cell cache', () => {
  it('answers a cell read in the last 30 seconds from the copy, reads only the cells it lacks, and reads again after 30 seconds or a forget', async () => {
    const a1 = await putAt(spotA, 0);
    const b1 = await putAt(spotB, 0);
    const [cellA, cellB] = [cellOf(spotA, 5), cellOf(spotB, 5)];
    expect((await idsIn([cellA])).ids).toEqual([a1]);

    // Written behind the copy's back (no forget): cell A is answered from the copy, cell B is read.
    const a2 = await putAt(spotA, 1);
    const b2 = await putAt(spotB, 1);
    expect((await idsIn([cellA, cellB])).ids).toEqual([a1, b1, b2].sort());

    advance(31);
    expect((await idsIn([cellA])).ids).toEqual([a1, a2].sort());

    const a3 = await putAt(spotA, 2);
    forgetGeoCells();
    expect((await idsIn([cellA])).ids).toEqual([a1, a2, a3].sort());
  });

  it('keeps no cell whose read stopped at its item budget', async () => {
    const spot = { lat: -53.4011, lng: -120.1205 };
    const ids = [await putAt(spot, 0), await putAt(spot, 1), await putAt(spot, 2)];
    const cell = cellOf(spot, 6);
    const partial = await idsIn([cell], 2);
    expect(partial.truncated).toBe(true);
    expect(partial.ids).toHaveLength(2);
    expect(await idsIn([cell])).toEqual({ ids: ids.sort(), truncated: false });
  });

  it('reads covers coarser than a city as they come, keeping nothing', async () => {
    const spot = { lat: -54.6011, lng: -110.9205 };
    const first = await putAt(spot, 0);
    const cell = cellOf(spot, 4);
    expect((await idsIn([cell])).ids).toEqual([first]);
    const second = await putAt(spot, 1);
    expect((await idsIn([cell])).ids).toEqual([first, second].sort());
  });
});
