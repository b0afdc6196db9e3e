import { deleteApiKeyOfUser } from '../../data/api-key-repository';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

export const API_KEY_NOT_FOUND = 'API key not found';

/** Deletes one of the caller's keys at once (the next call with it is a 401); another account's key is a 404, as a missing one. */
export async function revokeApiKey(deps: TDeps, auth: TUserActor, keyId: string): Promise<void> {
  if (!(await deleteApiKeyOfUser(deps.db, keyId, auth.user.id))) throw notFound(API_KEY_NOT_FOUND);
}
