import { randomBytes } from 'node:crypto';
import { createSignInChallenge } from '../../../data/sign-in-challenge-repository';
import { toEpochSeconds } from '../../../data/table';
import { hashSecretToken } from '../../../platform/secret-token-hash';
import type { TDeps } from '../../deps';

/** How long the second step may take after the password was accepted. */
export const SIGNIN_CHALLENGE_SECONDS = 5 * 60;

export const hashChallengeToken = hashSecretToken;

/** Remembers a sign-in whose password was right; the browser holds the token, the table only its hash. */
export async function startSignInChallenge(deps: TDeps, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = toEpochSeconds(deps.clock.now()) + SIGNIN_CHALLENGE_SECONDS;
  await createSignInChallenge(deps.db, { challengeHash: hashChallengeToken(token), userId, expiresAt });
  return token;
}
