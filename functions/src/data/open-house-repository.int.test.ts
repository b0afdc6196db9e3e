import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTestDeps } from '../../test/test-deps';
import { listingSnapshotOf, toOpenHouseRef } from './listing-snapshot';
import {
  addOpenHouse,
  deleteOpenHouseItems,
  getOpenHousesLastSeenAt,
  listOpenHousesOfProperty,
  listUpcomingOpenHousesOfAgent,
  refreshSnapshots,
  removeOpenHouse,
  splitByEnded,
} from './open-house-repository';
import { getProperty, putNewProperty } from './property-repository';
import { openHouseEntity, type TPropertyRecord } from './property-records';
import { makeOpenHouse, makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;
// Later than the listings' own updatedAt, so each open-house write changes it.
const NOW = new Date('2026-06-02T12:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

async function listing(overrides: Partial<TPropertyRecord> = {}) {
  const property = makeProperty(overrides);
  await putNewProperty(db, property);
  return property;
}

describe('open-house repository', () => {
  it("adds and removes open houses with the listing's upcoming list, refusing a stale listing", async () => {
    const property = await listing();
    const soon = makeOpenHouse(property, hoursFromNow(24));
    await addOpenHouse(db, property, soon, NOW);
    const withOne = (await getProperty(db, property.id))!;
    expect(withOne.upcomingOpenHouses).toEqual([toOpenHouseRef(soon)]);
    await expect(addOpenHouse(db, property, makeOpenHouse(property, hoursFromNow(48)), NOW)).rejects.toMatchObject({ code: 'CONFLICT' });

    const later = makeOpenHouse(property, hoursFromNow(48), { notes: 'Bring shoes off' });
    await addOpenHouse(db, withOne, later, NOW);
    expect(await listOpenHousesOfProperty(db, property.id)).toEqual([soon, later]);
    const withTwo = (await getProperty(db, property.id))!;
    await removeOpenHouse(db, withTwo, soon, NOW);
    expect(await listOpenHousesOfProperty(db, property.id)).toEqual([later]);
    expect((await getProperty(db, property.id))!.upcomingOpenHouses).toEqual([toOpenHouseRef(later)]);
  });

  it("lists an agent's open houses that have not ended, and only active listings' when asked", async () => {
    const active = await listing();
    const draft = await listing({ userId: active.userId, status: 'draft' });
    const ended = makeOpenHouse(active, hoursFromNow(-30));
    const underWay = makeOpenHouse(active, hoursFromNow(-1));
    const ofDraft = makeOpenHouse(draft, hoursFromNow(5));
    for (const openHouse of [ended, underWay, ofDraft]) {
      await addOpenHouse(db, (await getProperty(db, openHouse.propertyId))!, openHouse, hoursFromNow(-40));
    }
    expect(await listUpcomingOpenHousesOfAgent(db, { userId: active.userId, now: NOW, activeOnly: false })).toEqual([underWay, ofDraft]);
    expect(await listUpcomingOpenHousesOfAgent(db, { userId: active.userId, now: NOW, activeOnly: true })).toEqual([underWay]);
    expect(splitByEnded([ended, underWay], NOW)).toEqual({ upcoming: [underWay], past: [ended] });
  });

  it('refreshes the listing copies on its open houses, and deletes open houses in batches', async () => {
    const property = await listing();
    const openHouses = Array.from({ length: 3 }, (_, i) => makeOpenHouse(property, hoursFromNow(24 * (i + 1))));
    for (const openHouse of openHouses) await addOpenHouse(db, (await getProperty(db, property.id))!, openHouse, NOW);
    const changed = { ...property, images: ['/cover.png'], price: 460_000 };
    await refreshSnapshots(db, changed, openHouses);
    const stored = await db.client.send(new GetCommand({ TableName: db.tableName, Key: openHouseEntity.key(openHouses[0]!) }));
    expect(openHouseEntity.parse(stored.Item!).listing).toEqual(listingSnapshotOf(changed));
    await deleteOpenHouseItems(db, openHouses);
    expect(await listOpenHousesOfProperty(db, property.id)).toEqual([]);
  });

  it('finds open houses at the keys they were last seen at, a moved one in its listing, and leaves out removed ones', async () => {
    const [first, second] = [await listing(), await listing()];
    const staying = makeOpenHouse(first, hoursFromNow(24));
    const moving = makeOpenHouse(first, hoursFromNow(48));
    await addOpenHouse(db, first, staying, NOW);
    await addOpenHouse(db, (await getProperty(db, first.id))!, moving, NOW);
    const elsewhere = makeOpenHouse(second, hoursFromNow(24));
    await addOpenHouse(db, second, elsewhere, NOW);
    const keyOf = (openHouse: typeof staying) => ({ id: openHouse.id, propertyId: openHouse.propertyId, startsAt: openHouse.startsAt });

    const found = await getOpenHousesLastSeenAt(db, [
      keyOf(staying),
      { ...keyOf(moving), startsAt: hoursFromNow(12).toISOString() },
      keyOf(elsewhere),
      { ...keyOf(staying), id: 'REMOVED' },
    ]);
    expect(found).toEqual(new Map([staying, moving, elsewhere].map((openHouse) => [openHouse.id, openHouse])));
    expect(await getOpenHousesLastSeenAt(db, [])).toEqual(new Map());
  });
});
