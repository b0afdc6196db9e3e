import { inject } from 'vitest';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { getAgentStats } from './agent-stats-repository';
import { listOpenHousesOfProperty } from './open-house-repository';
import { appendPropertyImages, deletePropertyWithOpenHouses, getProperty, listPropertiesByAgent, putNewProperty, replaceProperty } from './property-repository';
import type { TPropertyRecord } from './property-records';
import { makeOpenHouse, makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('property repository', () => {
  it('writes a listing with its first open house and counters, and reads it back as its record', async () => {
    const property = makeProperty();
    const openHouse = makeOpenHouse(property, new Date('2026-06-05T15:00:00Z'));
    await putNewProperty(db, property, openHouse);
    expect(await getProperty(db, property.id)).toEqual(property);
    expect(await listOpenHousesOfProperty(db, property.id)).toEqual([openHouse]);
    expect(await getAgentStats(db, property.userId)).toEqual({ activeListings: 1, totalViews: 0, totalLeads: 0 });
    expect(await getProperty(db, ulid())).toBeNull();
    await expect(putNewProperty(db, property)).rejects.toThrow();
  });

  it('replaces a listing only from the copy last read, moving the counters with it', async () => {
    const before = makeProperty();
    await putNewProperty(db, before);
    const after: TPropertyRecord = { ...before, status: 'draft', updatedAt: '2026-06-02T00:00:00.000Z' };
    await replaceProperty(db, before, after);
    expect(await getProperty(db, before.id)).toEqual(after);
    expect((await getAgentStats(db, before.userId)).activeListings).toBe(0);
    await expect(replaceProperty(db, before, { ...after, title: 'Stale' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await getProperty(db, before.id)).toEqual(after);
  });

  it("pages an agent's listings newest first, optionally by status", async () => {
    const userId = ulid();
    const created = ['2026-06-01T01:00:00.000Z', '2026-06-01T02:00:00.000Z', '2026-06-01T03:00:00.000Z'];
    const listings = created.map((createdAt, i) => makeProperty({ userId, createdAt, status: i === 1 ? 'draft' : 'active' }));
    for (const listing of listings) await putNewProperty(db, listing);
    const first = await listPropertiesByAgent(db, { userId, status: 'all', limit: 2 });
    expect(first.items).toEqual([listings[2], listings[1]]);
    const second = await listPropertiesByAgent(db, { userId, status: 'all', limit: 2, cursor: first.nextCursor! });
    expect(second).toEqual({ items: [listings[0]], nextCursor: null });
    expect((await listPropertiesByAgent(db, { userId, status: 'draft', limit: 5 })).items).toEqual([listings[1]]);
    await expect(listPropertiesByAgent(db, { userId, status: 'active', limit: 2, cursor: first.nextCursor! })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('attaches each photo once and refuses more than the listing may hold', async () => {
    const property = makeProperty();
    await putNewProperty(db, property);
    expect(await appendPropertyImages(db, property.id, ['/a.png', '/b.png'], 3, 'T1')).toEqual(['/a.png', '/b.png']);
    expect(await appendPropertyImages(db, property.id, ['/b.png', '/c.png'], 3, 'T2')).toEqual(['/a.png', '/b.png', '/c.png']);
    expect(await appendPropertyImages(db, property.id, ['/c.png'], 3, 'T3')).toEqual(['/a.png', '/b.png', '/c.png']);
    await expect(appendPropertyImages(db, property.id, ['/d.png'], 3, 'T4')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(appendPropertyImages(db, ulid(), ['/a.png'], 3, 'T5')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await getProperty(db, property.id)).toMatchObject({ images: ['/a.png', '/b.png', '/c.png'], photoCount: 3, updatedAt: 'T2' });
  });

  it('deletes a listing with its open houses and counters, unless it changed meanwhile', async () => {
    const property = makeProperty();
    const openHouse = makeOpenHouse(property, new Date('2026-06-05T15:00:00Z'));
    await putNewProperty(db, property, openHouse);
    await expect(deletePropertyWithOpenHouses(db, { ...property, updatedAt: 'stale' }, [openHouse])).rejects.toMatchObject({ code: 'CONFLICT' });
    await deletePropertyWithOpenHouses(db, property, [openHouse]);
    expect(await getProperty(db, property.id)).toBeNull();
    expect(await listOpenHousesOfProperty(db, property.id)).toEqual([]);
    expect((await getAgentStats(db, property.userId)).activeListings).toBe(0);
  });
});
