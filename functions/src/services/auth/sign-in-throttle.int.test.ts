import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createTestDeps } from '../../../test/test-deps';
import { uniqueEmail } from '../../../test/http-client';
import { createAccount } from './create-account';
import { signIn } from './sign-in';
import { MAX_BACKOFF_SECONDS } from './sign-in-throttle';

const PASSWORD = 'the-right-password';

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

async function accountUnderAttack() {
  const { deps, advance } = createTestDeps(new Date());
  const email = uniqueEmail('backoff');
  await createAccount(deps, { role: 'BUYER', displayName: 'Bo Off', email, password: PASSWORD, consents: { terms: true, marketing: false } });
  const attempt = (password: string, ipKey = `ip-${randomUUID()}`) =>
    signIn(deps, { email, password, ipKey, userAgent: 'test' }).then(
      () => 'signed in',
      (error: { code: string; headers?: Record<string, string> }) => (error.code === 'RATE_LIMITED' ? `wait ${error.headers?.['retry-after']}` : error.code),
    );
  return { attempt, advance };
}

describe('sign-in back-off (per account, for browsers that never signed in to it)', () => {
  it('lets 5 failures through, then doubles the wait after each further failure', async () => {
    const { attempt, advance } = await accountUnderAttack();
    for (let i = 0; i < 5; i++) expect(await attempt('wrong-password')).toBe('UNAUTHORIZED');
    expect(await attempt(PASSWORD)).toBe('wait 15');
    advance(15);
    expect(await attempt('wrong-password')).toBe('UNAUTHORIZED');
    expect(await attempt(PASSWORD)).toBe('wait 30');
    advance(30);
    expect(await attempt('wrong-password')).toBe('UNAUTHORIZED');
    expect(await attempt(PASSWORD)).toBe('wait 60');
  });

  it('never walls the owner off: once the wait is over the right password signs in and ends the streak', async () => {
    const { attempt, advance } = await accountUnderAttack();
    for (let i = 0; i < 7; i++) {
      expect(await attempt('wrong-password')).toBe('UNAUTHORIZED');
      advance(MAX_BACKOFF_SECONDS);
    }
    expect(await attempt(PASSWORD)).toBe('signed in');
    expect(await attempt('wrong-password')).toBe('UNAUTHORIZED');
  }, 90_000);
});
