import type { TListApiKeysResponse } from '@shared/schemas/api-key.schema';
import { listApiKeysOfUser } from '../../data/api-key-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toApiKeyView } from './api-key-view';

/** The caller's keys, newest first, without their secrets. */
export async function listApiKeys(deps: TDeps, auth: TUserActor): Promise<TListApiKeysResponse> {
  return { keys: (await listApiKeysOfUser(deps.db, auth.user.id)).map(toApiKeyView) };
}
