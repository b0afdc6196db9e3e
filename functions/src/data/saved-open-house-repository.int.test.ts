import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { addOpenHouse } from './open-house-repository';
import { putNewProperty } from './property-repository';
import {
  deleteSavedOpenHouse,
  getSavedOpenHouse,
  listSavedOpenHouses,
  putSavedOpenHouse,
  repairSavedOpenHouseTimes,
  transitionSavedOpenHouse,
  type TSavedOpenHouseRecord,
} from './saved-open-house-repository';
import { makeOpenHouse, makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;
const NOW = new Date('2026-06-01T12:00:00Z');

async function savedOpenHouse(userId: string) {
  const property = makeProperty();
  await putNewProperty(db, property);
  const openHouse = makeOpenHouse(property, new Date('2026-06-03T15:00:00Z'));
  await addOpenHouse(db, property, openHouse, NOW);
  const record: TSavedOpenHouseRecord = {
    userId,
    openHouseId: openHouse.id,
    propertyId: property.id,
    startsAt: openHouse.startsAt,
    endsAt: openHouse.endsAt,
    status: 'interested',
    createdAt: 'T1',
    updatedAt: 'T1',
  };
  return { openHouse, record };
}

describe('saved-open-house repository', () => {
  it('saves once: saving again answers the first record', async () => {
    const { record } = await savedOpenHouse(ulid());
    expect(await putSavedOpenHouse(db, record)).toEqual(record);
    expect(await putSavedOpenHouse(db, { ...record, status: 'rsvp', createdAt: 'T2' })).toEqual(record);
    expect(await getSavedOpenHouse(db, record.userId, record.openHouseId)).toEqual(record);
  });

  it('moves the status only from the one it is in', async () => {
    const { record } = await savedOpenHouse(ulid());
    await putSavedOpenHouse(db, record);
    const move: Parameters<typeof transitionSavedOpenHouse>[1] = {
      userId: record.userId,
      openHouseId: record.openHouseId,
      from: 'interested',
      to: 'rsvp',
      now: 'T2',
    };
    expect(await transitionSavedOpenHouse(db, move)).toBe(true);
    expect(await transitionSavedOpenHouse(db, move)).toBe(false);
    expect(await getSavedOpenHouse(db, record.userId, record.openHouseId)).toEqual({ ...record, status: 'rsvp', updatedAt: 'T2' });
    expect(await transitionSavedOpenHouse(db, { ...move, openHouseId: ulid() })).toBe(false);
  });

  it("lists a user's saved open houses, and deletes one", async () => {
    const userId = ulid();
    const saved = [await savedOpenHouse(userId), await savedOpenHouse(userId)];
    for (const { record } of saved) await putSavedOpenHouse(db, record);
    const records = await listSavedOpenHouses(db, userId);
    expect(records).toEqual(expect.arrayContaining(saved.map((s) => s.record)));
    expect(records).toHaveLength(2);
    await deleteSavedOpenHouse(db, userId, saved[0]!.record.openHouseId);
    expect(await listSavedOpenHouses(db, userId)).toEqual([saved[1]!.record]);
  });

  it("repairs a saved record to its moved open house's times, unless it changed meanwhile", async () => {
    const { record } = await savedOpenHouse(ulid());
    await putSavedOpenHouse(db, record);
    const moved = { startsAt: '2026-06-04T16:00:00.000Z', endsAt: '2026-06-04T18:00:00.000Z' };
    await repairSavedOpenHouseTimes(db, record, moved);
    expect(await getSavedOpenHouse(db, record.userId, record.openHouseId)).toEqual({ ...record, ...moved });
    await repairSavedOpenHouseTimes(db, record, { startsAt: '2026-06-05T16:00:00.000Z', endsAt: '2026-06-05T18:00:00.000Z' });
    expect(await getSavedOpenHouse(db, record.userId, record.openHouseId)).toEqual({ ...record, ...moved });
    await repairSavedOpenHouseTimes(db, { ...record, openHouseId: ulid() }, moved);
    expect(await listSavedOpenHouses(db, record.userId)).toEqual([{ ...record, ...moved }]);
  });
});
