import { SESSION_IDLE_SECONDS } from '@shared/constants/limits';
import { getSession, slideSession } from '../../data/session-repository';
import { toEpochSeconds } from '../../data/table';
import { getUserWithProfile } from '../../data/user-repository';
import type { TDeps } from '../deps';
import { userActor, type TUserActor } from '../actor';
import { recallSession, rememberSession } from './session-cache';
import { hashSessionToken } from './session-token';

/** Idle expiry is pushed forward at most this often, so reads do not write on every request. */
const SLIDE_EVERY_SECONDS = 15 * 60;

/** Reads under way, by session and whether they may slide it: concurrent requests of one session share one. */
const reading = new Map<string, Promise<TUserActor | null>>();

/**
 * Resolves a session token to the signed-in user.
 * 0. answer from the container's short-lived session cache when it holds the session; when another
 *    request of the same session is reading it right now, share that read: when the cached entry lapses
 *    under load, every request in flight missed it at once, and each read the session and the user (a
 *    burst of table reads that stalled GET /api/auth/user for seconds on the embedded stack)
 * 1. load the session; expired counts as absent
 * 2. load the user and profile
 * 3. slide the idle expiry when it is due (on routes allowed to write), never past the absolute expiry
 */
export async function loadSession(deps: TDeps, token: string, options = { canSlide: true }): Promise<TUserActor | null> {
  const now = deps.clock.now();
  const sessionHash = hashSessionToken(token);
  const cached = recallSession(sessionHash, now.getTime());
  if (cached) return cached;
  const key = `${sessionHash}:${options.canSlide}`;
  let pending = reading.get(key);
  if (!pending) {
    pending = readSession(deps, sessionHash, now, options.canSlide).finally(() => reading.delete(key));
    reading.set(key, pending);
  }
  return pending;
}

async function readSession(deps: TDeps, sessionHash: string, now: Date, canSlide: boolean): Promise<TUserActor | null> {
  const session = await getSession(deps.db, sessionHash, now);
  if (!session) return null;
  const account = await getUserWithProfile(deps.db, session.userId);
  if (!account || account.user.deletedAt) return null;
  const nowSeconds = toEpochSeconds(now);
  if (canSlide && nowSeconds - toEpochSeconds(new Date(session.lastSeenAt)) >= SLIDE_EVERY_SECONDS) {
    const expiresAt = Math.min(nowSeconds + SESSION_IDLE_SECONDS, session.absoluteExpiresAt);
    await slideSession(deps.db, sessionHash, now.toISOString(), expiresAt);
  }
  const actor = { ...userActor(account), sessionHash };
  rememberSession(actor, now.getTime());
  return actor;
}
