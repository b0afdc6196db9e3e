import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@shared/constants/limits';
import { createTestDeps } from '../../../test/test-deps';
import { uniqueEmail } from '../../../test/http-client';
import { createAccount } from './create-account';
import { loadSession } from './load-session';
import { startSession } from './start-session';

const DAY = 24 * 3600;

async function signedInUser() {
  const { deps, advance } = createTestDeps();
  const user = await createAccount(deps, {
    role: 'BUYER',
    displayName: 'Sam Clock',
    email: uniqueEmail('clock'),
    password: 'password-123',
    consents: { terms: true, marketing: false },
  });
  const token = await startSession(deps, { userId: user.id, userAgent: 'test' });
  return { deps, advance, token, user };
}

describe('session expiry (idle 7 days sliding, absolute 30 days)', () => {
  it('expires after 7 idle days even though the TTL has not removed the item', async () => {
    const { deps, advance, token } = await signedInUser();
    advance(SESSION_IDLE_SECONDS - 60);
    expect(await loadSession(deps, token)).not.toBeNull();
    advance(SESSION_IDLE_SECONDS + 60);
    expect(await loadSession(deps, token)).toBeNull();
  });

  it('slides with use, but never past 30 days from sign-in', async () => {
    const { deps, advance, token, user } = await signedInUser();
    for (let day = 6; day < 30; day += 6) {
      advance(6 * DAY);
      expect((await loadSession(deps, token))?.user.id).toBe(user.id);
    }
    advance(SESSION_ABSOLUTE_SECONDS - 24 * DAY + 60);
    expect(await loadSession(deps, token)).toBeNull();
  });

  it('reads a session once for the requests of it that arrive together, then answers from the cache', async () => {
    const { deps, token, user } = await signedInUser();
    const send = vi.spyOn(deps.db.client, 'send');
    try {
      const actors = await Promise.all(Array.from({ length: 20 }, () => loadSession(deps, token, { canSlide: false })));
      expect(actors.map((actor) => actor?.user.id)).toEqual(Array.from({ length: 20 }, () => user.id));
      expect(send).toHaveBeenCalledTimes(3); // the session, then the user and the profile
      await loadSession(deps, token, { canSlide: false });
      expect(send).toHaveBeenCalledTimes(3);
    } finally {
      send.mockRestore();
    }
  });
});
