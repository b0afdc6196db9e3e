import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { createSession, deleteSession, deleteSessionsOfUser, getSession, listSessionsByUser, slideSession, type TSessionRecord } from './session-repository';

const { deps } = createTestDeps();
const { db } = deps;
const NOW = new Date('2026-06-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

const makeSession = (userId: string, overrides: Partial<TSessionRecord> = {}): TSessionRecord => ({
  sessionHash: ulid(),
  userId,
  createdAt: NOW.toISOString(),
  lastSeenAt: NOW.toISOString(),
  expiresAt: nowSeconds + 3600,
  absoluteExpiresAt: nowSeconds + 86_400,
  userAgent: 'test',
  ...overrides,
});

describe('session repository', () => {
  it('reads a live session back, and none once idle or absolute expiry has passed', async () => {
    const session = makeSession(ulid());
    await createSession(db, session);
    expect(await getSession(db, session.sessionHash, NOW)).toEqual(session);
    expect(await getSession(db, session.sessionHash, new Date((session.expiresAt + 1) * 1000))).toBeNull();
    const capped = makeSession(ulid(), { absoluteExpiresAt: nowSeconds + 60 });
    await createSession(db, capped);
    expect(await getSession(db, capped.sessionHash, new Date((nowSeconds + 61) * 1000))).toBeNull();
    await expect(createSession(db, session)).rejects.toThrow();
  });

  it('slides a session, and leaves a deleted one deleted', async () => {
    const session = makeSession(ulid());
    await createSession(db, session);
    await slideSession(db, session.sessionHash, '2026-06-01T13:00:00.000Z', session.expiresAt + 3600);
    expect(await getSession(db, session.sessionHash, NOW)).toMatchObject({ lastSeenAt: '2026-06-01T13:00:00.000Z', expiresAt: session.expiresAt + 3600 });
    await deleteSession(db, session.sessionHash);
    await slideSession(db, session.sessionHash, '2026-06-01T14:00:00.000Z', session.expiresAt + 7200);
    expect(await getSession(db, session.sessionHash, NOW)).toBeNull();
  });

  it("lists a user's sessions and revokes all but the one kept", async () => {
    const userId = ulid();
    const sessions = [
      makeSession(userId),
      makeSession(userId, { createdAt: '2026-06-01T12:01:00.000Z' }),
      makeSession(userId, { createdAt: '2026-06-01T12:02:00.000Z' }),
    ];
    for (const session of sessions) await createSession(db, session);
    expect(await listSessionsByUser(db, userId)).toEqual(sessions);
    expect(await deleteSessionsOfUser(db, userId, sessions[1]!.sessionHash)).toBe(2);
    expect(await listSessionsByUser(db, userId)).toEqual([sessions[1]]);
  });
});
