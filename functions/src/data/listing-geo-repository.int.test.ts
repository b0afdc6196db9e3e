import { inject } from 'vitest';
import { createTestDeps } from '../../test/test-deps';
import { encodeGeohash } from './geohash';
import { listPublicListingCardsInCells, listPublicListingsInCells } from './listing-geo-repository';
import { putNewProperty } from './property-repository';
import { makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('listing geo repository', () => {
  it('reads the listings of some cells, never more than it is allowed, as map listings or as cards', async () => {
    // A spot in the South Pacific no other test writes to: its cell holds these three only.
    const spot = { lat: -47.1234, lng: -127.4567 };
    const written = [0, 1, 2].map((i) => makeProperty({ coordinates: { lat: spot.lat + i * 1e-4, lng: spot.lng }, searchText: `reef ${i}` }));
    for (const listing of written) await putNewProperty(db, listing);
    const cells = [encodeGeohash(spot.lat, spot.lng, 6)];
    const ids = written.map((listing) => listing.id).sort();

    const all = await listPublicListingsInCells(db, { cells, maxItems: 10, concurrency: 1 });
    expect(all.truncated).toBe(false);
    expect(all.items.map((listing) => listing.id).sort()).toEqual(ids);

    const two = await listPublicListingsInCells(db, { cells, maxItems: 2, concurrency: 4 });
    expect(two.truncated).toBe(true);
    expect(two.items).toHaveLength(2);

    const cards = await listPublicListingCardsInCells(db, { cells, maxItems: 10, concurrency: 1 });
    expect(cards.items.map((card) => [card.id, card.searchText]).sort()).toEqual(written.map((listing) => [listing.id, listing.searchText]).sort());
  });
});
