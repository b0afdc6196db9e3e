import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@shared/constants/limits';
import { createSession, deleteSession } from '../../data/session-repository';
import { toEpochSeconds } from '../../data/table';
import type { TDeps } from '../deps';
import { forgetSession } from './session-cache';
import { hashSessionToken, newSessionToken } from './session-token';

/**
 * Opens a fresh session for the user and returns its token.
 * 1. delete the session the browser held before, if any (a new id at every sign-in)
 * 2. store the new session's hash with idle and absolute expiries
 */
export async function startSession(deps: TDeps, input: { userId: string; previousToken?: string; userAgent: string }): Promise<string> {
  if (input.previousToken) {
    const previousHash = hashSessionToken(input.previousToken);
    forgetSession(previousHash);
    await deleteSession(deps.db, previousHash);
  }
  const token = newSessionToken();
  const now = deps.clock.now();
  const nowSeconds = toEpochSeconds(now);
  await createSession(deps.db, {
    sessionHash: hashSessionToken(token),
    userId: input.userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: nowSeconds + SESSION_IDLE_SECONDS,
    absoluteExpiresAt: nowSeconds + SESSION_ABSOLUTE_SECONDS,
    userAgent: input.userAgent.slice(0, 256),
  });
  return token;
}
