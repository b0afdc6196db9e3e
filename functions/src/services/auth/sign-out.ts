import { deleteSession } from '../../data/session-repository';
import type { TDeps } from '../deps';
import { forgetSession } from './session-cache';
import { hashSessionToken } from './session-token';

/** Deletes the session behind the token, if any. Signing out twice is harmless. */
export async function signOut(deps: TDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  const sessionHash = hashSessionToken(token);
  forgetSession(sessionHash);
  await deleteSession(deps.db, sessionHash);
}
