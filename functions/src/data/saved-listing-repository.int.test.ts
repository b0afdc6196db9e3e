import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { listSavedListingIds, saveListing, unsaveListing } from './saved-listing-repository';

const { deps } = createTestDeps();
const { db } = deps;

describe('saved-listing repository', () => {
  it('saves a listing once, lists the saved ids and unsaves idempotently', async () => {
    const [userId, a, b] = [ulid(), ulid(), ulid()];
    const agentId = ulid();
    const listing = (id: string) => ({ id, userId: agentId, title: 'A listing' });
    await saveListing(db, userId, listing(a), '2026-01-01T10:00:00.000Z');
    await saveListing(db, userId, listing(b), '2026-01-01T10:00:01.000Z');
    await saveListing(db, userId, listing(a), '2026-01-01T10:00:02.000Z');
    expect((await listSavedListingIds(db, userId)).sort()).toEqual([a, b].sort());
    await unsaveListing(db, userId, a);
    await unsaveListing(db, userId, a);
    expect(await listSavedListingIds(db, userId)).toEqual([b]);
  });
});
