import type { TAuthContext } from './auth-context';

/**
 * A short-lived, per-container memory of resolved sessions. Every API call resolves the session, and
 * two table reads per call dominated GET /api/auth/user under load; a warm container now reads the
 * table at most once per session every TTL_MS.
 *
 * Trade-off: a session revoked or a user changed in ANOTHER container stays visible here for at most
 * TTL_MS. Writes in this container forget the entries they touch at once.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { auth: TAuthContext; expiresAtMs: number }>();

export function rememberSession(auth: TAuthContext, nowMs: number): void {
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(auth.sessionHash, { auth, expiresAtMs: nowMs + TTL_MS });
}

export function recallSession(sessionHash: string, nowMs: number): TAuthContext | null {
  const entry = entries.get(sessionHash);
  if (!entry) return null;
  if (entry.expiresAtMs <= nowMs) {
    entries.delete(sessionHash);
    return null;
  }
  return entry.auth;
}

export function forgetSession(sessionHash: string): void {
  entries.delete(sessionHash);
}

/** After a change to the user or their profile, or when all their sessions are revoked. */
export function forgetSessionsOfUser(userId: string): void {
  for (const [hash, entry] of entries) if (entry.auth.user.id === userId) entries.delete(hash);
}
