import { deleteSession } from '../../data/session-repository';
import type { TDeps } from '../deps';
import { hashSessionToken } from './session-token';

/** Deletes the session behind the token, if any. Signing out twice is harmless. */
export async function signOut(deps: TDeps, token: string | undefined): Promise<void> {
  if (token) await deleteSession(deps.db, hashSessionToken(token));
}
