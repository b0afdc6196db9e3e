import { createHmac } from 'node:crypto';
import { createTestDeps } from '../../../test/test-deps';
import { getCalendarFeedByTokenHash } from '../../data/calendar-feed-repository';
import { makeProfile, makeUser } from '../../data/testing/make-records';
import { userActor } from '../actor';
import { getCalendarFeedAddress, resetCalendarFeed } from './calendar-feed-address';
import { hashFeedToken } from './feed-token';

const keyedWith = (key: string) => (input: { userId: string; kind: string; nonce: string }) =>
  createHmac('sha256', key).update(`${input.kind}|${input.userId}|${input.nonce}`).digest('base64url');

const secretOf = (url: string) =>
  new URL(url).pathname
    .split('/')
    .pop()!
    .replace(/\.ics$/, '');

describe('calendar feed addresses', () => {
  const { deps } = createTestDeps();
  const user = makeUser();
  const auth = userActor({ user, profile: makeProfile(user.id) });
  const input = { kind: 'buyer' as const, siteOrigin: 'https://market.example' };

  it('stores only the hash of the secret, and a rotated server key moves the feed to the address it now shows', async () => {
    const first = await getCalendarFeedAddress(deps, auth, { ...input, deriveSecret: keyedWith('old-key') });
    expect(first.url).toMatch(/^https:\/\/market\.example\/api\/calendar\/buyers\/[A-Za-z0-9_-]{43}\.ics$/);
    const found = await getCalendarFeedByTokenHash(deps.db, hashFeedToken(secretOf(first.url)));
    expect(found).toEqual({ tokenHash: hashFeedToken(secretOf(first.url)), userId: user.id, kind: 'buyer' });
    expect(JSON.stringify(found)).not.toContain(secretOf(first.url));

    const rotated = await getCalendarFeedAddress(deps, auth, { ...input, deriveSecret: keyedWith('new-key') });
    expect(rotated.url).not.toBe(first.url);
    expect(rotated.createdAt).toBe(first.createdAt);
    expect(await getCalendarFeedByTokenHash(deps.db, hashFeedToken(secretOf(first.url)))).toBeNull();
    expect(await getCalendarFeedByTokenHash(deps.db, hashFeedToken(secretOf(rotated.url)))).not.toBeNull();
  });

  it('a reset replaces the secret; asking again gives the new address', async () => {
    const deriveSecret = keyedWith('key');
    const before = await getCalendarFeedAddress(deps, auth, { ...input, kind: 'agent', deriveSecret });
    const reset = await resetCalendarFeed(deps, auth, { ...input, kind: 'agent', deriveSecret });
    expect(reset.url).not.toBe(before.url);
    expect(await getCalendarFeedByTokenHash(deps.db, hashFeedToken(secretOf(before.url)))).toBeNull();
    expect((await getCalendarFeedAddress(deps, auth, { ...input, kind: 'agent', deriveSecret })).url).toBe(reset.url);
  });
});
