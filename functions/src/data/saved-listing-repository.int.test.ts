import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { listSavedListingIds, saveListing, unsaveListing } from './saved-listing-repository';

const { deps } = createTestDeps();
const { db } = deps;

describe('saved-listing repository', () => {
  it('saves a listing once, lists the saved ids and unsaves idempotently', async () => {
    const [userId, a, b] = [ulid(), ulid(), ulid()];
    await saveListing(db, userId, a, 'T1');
    await saveListing(db, userId, b, 'T2');
    await saveListing(db, userId, a, 'T3');
    expect((await listSavedListingIds(db, userId)).sort()).toEqual([a, b].sort());
    await unsaveListing(db, userId, a);
    await unsaveListing(db, userId, a);
    expect(await listSavedListingIds(db, userId)).toEqual([b]);
  });
});
