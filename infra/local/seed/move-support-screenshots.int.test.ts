import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { PNG } from '../../../functions/test/uploads';
import { isStoredInBucket } from '../../../functions/test/account-data';
import { putPhoto, readPhoto } from '../../../functions/src/adapters/photos/photo-storage';
import { getSupportRequest, putSupportRequest, type TSupportRequestRecord } from '../../../functions/src/data/support-request-repository';
import { ensureTable } from '../provision';
import { moveSupportScreenshots } from './move-support-screenshots';

describe('support screenshots stored before they were private', () => {
  it('move once to the private prefix, the request pointing at them, and nothing stays under the served photos', async () => {
    // A table of its own: the repair scans.
    const { deps } = createTestDeps();
    deps.db.tableName = `move-support-screenshots-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), deps.db.tableName);
    const userId = `01J${Date.now().toString(36).toUpperCase().padStart(23, '0')}`;
    const request = (id: string, screenshotKey: string | null): TSupportRequestRecord => ({
      id,
      userId,
      topic: 'account',
      message: 'See this',
      screenshotKey,
      priority: 'standard',
      planName: null,
      status: 'open',
      replies: [],
      createdAt: '2026-11-01T15:00:00.000Z',
      updatedAt: '2026-11-01T15:00:00.000Z',
    });
    const shown = request('01J00000000000000000000001', `photos/support/${userId}/01J0000000000000000000SHOT.png`);
    const lost = request('01J00000000000000000000002', `photos/support/${userId}/01J0000000000000000000LOST.png`);
    const stray = `photos/support/${userId}/01J000000000000000000STRAY.png`;
    await putPhoto(shown.screenshotKey!, PNG, 'image/png');
    await putPhoto(stray, PNG, 'image/png');
    for (const one of [shown, lost, request('01J00000000000000000000003', null)]) await putSupportRequest(deps.db, one);

    expect(await moveSupportScreenshots(deps.db)).toBe(2);
    const moved = `private/support/${userId}/01J0000000000000000000SHOT.png`;
    expect(await getSupportRequest(deps.db, userId, shown.id)).toEqual({ ...shown, screenshotKey: moved });
    expect(Buffer.from((await readPhoto(moved))!).equals(PNG)).toBe(true);
    expect((await getSupportRequest(deps.db, userId, lost.id))?.screenshotKey).toBeNull();
    for (const key of [shown.screenshotKey!, stray]) expect(await isStoredInBucket(key)).toBe(false);
    expect(await moveSupportScreenshots(deps.db)).toBe(0);
  });
});
