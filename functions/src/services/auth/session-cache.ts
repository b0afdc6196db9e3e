import { createTtlCache } from '../../platform/ttl-cache';
import type { TUserActor } from '../actor';

/**
 * A short-lived, per-container memory of resolved sessions. Every API call resolves the session, and
 * two table reads per call dominated GET /api/auth/user under load; a warm container now reads the
 * table at most once per session every 5 seconds.
 *
 * Trade-off: a session revoked or a user changed in ANOTHER container stays visible here for at most
 * that long. Writes in this container forget the entries they touch at once.
 */
const sessions = createTtlCache<TUserActor>({ ttlMs: 5_000, maxEntries: 10_000 });

export const rememberSession = (actor: TUserActor & { sessionHash: string }, nowMs: number) => sessions.set(actor.sessionHash, actor, nowMs);
export const recallSession = (sessionHash: string, nowMs: number) => sessions.get(sessionHash, nowMs) ?? null;
export const forgetSession = (sessionHash: string) => sessions.delete(sessionHash);

/** After a change to the user or their profile, or when all their sessions are revoked. */
export const forgetSessionsOfUser = (userId: string) => sessions.deleteWhere((auth) => auth.user.id === userId);
