import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { getAgentStats } from './agent-stats-repository';
import { getProperty, putNewProperty } from './property-repository';
import { makeProperty } from './testing/make-records';
import { recordView, type TPropertyView } from './view-repository';

const { deps } = createTestDeps();
const { db } = deps;

const viewOf = (listingId: string, agentId: string): TPropertyView => ({
  id: ulid(),
  listingId,
  agentId,
  viewedAt: '2026-06-01T12:00:00.000Z',
  userAgent: 'test',
  ipHash: 'hash',
});

describe('view repository', () => {
  it('counts a view once per viewer and window on the listing and the agent', async () => {
    const property = makeProperty();
    await putNewProperty(db, property);
    const window = { viewerKey: ulid(), windowStart: 1000, expiresAt: 2800 };
    expect(await recordView(db, viewOf(property.id, property.userId), window, 9999, 'A listing')).toBe(true);
    expect(await recordView(db, viewOf(property.id, property.userId), window, 9999, 'A listing')).toBe(false);
    expect(await recordView(db, viewOf(property.id, property.userId), { ...window, windowStart: 2800 }, 9999, 'A listing')).toBe(true);
    expect((await getProperty(db, property.id))?.viewCount).toBe(2);
    expect((await getAgentStats(db, property.userId)).totalViews).toBe(2);
  });

  it('counts nothing for a listing that does not exist', async () => {
    const agentId = ulid();
    expect(await recordView(db, viewOf(ulid(), agentId), { viewerKey: ulid(), windowStart: 1000, expiresAt: 2800 }, 9999, 'A listing')).toBe(false);
    expect((await getAgentStats(db, agentId)).totalViews).toBe(0);
  });
});
