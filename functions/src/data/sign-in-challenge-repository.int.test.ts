import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { createSignInChallenge, deleteSignInChallenge, getSignInChallenge } from './sign-in-challenge-repository';

const { deps } = createTestDeps();
const { db } = deps;
const NOW = new Date('2026-06-01T12:00:00Z');

describe('sign-in challenge repository', () => {
  it('keeps a challenge until it expires or is used', async () => {
    const challenge = { challengeHash: ulid(), userId: ulid(), expiresAt: NOW.getTime() / 1000 + 300 };
    await createSignInChallenge(db, challenge);
    expect(await getSignInChallenge(db, challenge.challengeHash, NOW)).toEqual(challenge);
    expect(await getSignInChallenge(db, challenge.challengeHash, new Date(challenge.expiresAt * 1000))).toBeNull();
    await deleteSignInChallenge(db, challenge.challengeHash);
    expect(await getSignInChallenge(db, challenge.challengeHash, NOW)).toBeNull();
  });
});
