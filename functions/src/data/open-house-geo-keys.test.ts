import { encodeGeohash } from './geohash';
import { listingSnapshotOf } from './listing-snapshot';
import { snapshotUpdates } from './open-house-repository';
import { openHouseEntity } from './property-records';
import { makeOpenHouse, makeProperty } from './testing/make-records';

const db = { tableName: 'table' } as Parameters<typeof snapshotUpdates>[0];
const austin = makeProperty({ coordinates: { lat: 30.26, lng: -97.77 } });
// A Sunday evening in UTC: the week is the one that began the Monday before.
const openHouse = makeOpenHouse(austin, new Date('2026-12-06T22:00:00Z'));

describe("open houses in the map's geo index (gsi5)", () => {
  it("are filed under their listing's coarse cell and UTC week, then its geohash, start and id", () => {
    const geohash = encodeGeohash(30.26, -97.77, 9);
    expect(openHouseEntity.toItem(openHouse)).toMatchObject({
      gsi5pk: `GEOOH#2026-11-30#${geohash.slice(0, 2)}`,
      gsi5sk: `${geohash}#2026-12-06T22:00:00.000Z#${openHouse.id}`,
    });
    // A listing's own geo keys are `GEO#<cell>`: the two never share a partition.
    expect(openHouseEntity.toItem(openHouse).gsi5pk).not.toMatch(/^GEO#/);
  });

  it('are left out while the listing copy is off the map: a draft, off the market, without coordinates', () => {
    for (const listing of [makeProperty({ status: 'draft' }), makeProperty({ marketStatus: 'withdrawn' }), makeProperty({ coordinates: null })]) {
      expect(openHouseEntity.toItem(makeOpenHouse(listing, new Date('2026-12-06T22:00:00Z')))).not.toHaveProperty('gsi5pk');
    }
    expect(openHouseEntity.toItem(makeOpenHouse(makeProperty({ marketStatus: 'pending' }), new Date()))).toHaveProperty('gsi5pk');
  });

  it('move with the listing copy its writes refresh, and leave the index with it', () => {
    const [moved] = snapshotUpdates(db, { ...austin, coordinates: { lat: 39.75, lng: -105 } }, [openHouse]);
    expect(moved!.Update!.UpdateExpression).toBe('SET listing = :listing, updatedAt = :updatedAt, gsi5pk = :gsi5pk, gsi5sk = :gsi5sk');
    expect(moved!.Update!.ExpressionAttributeValues).toMatchObject({ ':gsi5pk': `GEOOH#2026-11-30#9x`, ':gsi5sk': expect.stringMatching(/^9x/) });
    const [closed] = snapshotUpdates(db, { ...austin, marketStatus: 'closed' }, [openHouse]);
    expect(closed!.Update!.UpdateExpression).toBe('SET listing = :listing, updatedAt = :updatedAt REMOVE gsi5pk, gsi5sk');
    expect(closed!.Update!.ExpressionAttributeValues).toEqual({
      ':listing': listingSnapshotOf({ ...austin, marketStatus: 'closed' }),
      ':updatedAt': austin.updatedAt,
    });
  });
});
