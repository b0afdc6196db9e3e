import { MAX_API_KEYS } from '@shared/constants/api-keys';
import type { TCreateApiKeyRequest, TCreateApiKeyResponse } from '@shared/schemas/api-key.schema';
import { createApiKey as putApiKey, listApiKeysOfUser } from '../../data/api-key-repository';
import { conflict } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { newApiKey } from './api-key-secret';
import { toApiKeyView } from './api-key-view';

export const TOO_MANY_API_KEYS_MESSAGE = `You have ${MAX_API_KEYS} API keys, the most an account may hold. Revoke one to create another.`;

/**
 * Makes an API key for the caller (the route checks the plan includes API access).
 * 1. at most MAX_API_KEYS per account → 409
 * 2. a random key; only its SHA-256 is stored (a taken public id, 1 in 2^64, draws again)
 * 3. the answer carries the key itself: the only time it is ever shown
 */
export async function createApiKey(deps: TDeps, auth: TUserActor, input: Required<TCreateApiKeyRequest>): Promise<TCreateApiKeyResponse> {
  if ((await listApiKeysOfUser(deps.db, auth.user.id)).length >= MAX_API_KEYS) throw conflict(TOO_MANY_API_KEYS_MESSAGE);
  for (;;) {
    const { keyId, token, secretHash } = newApiKey();
    const record = {
      keyId,
      userId: auth.user.id,
      name: input.name,
      scopes: input.scopes,
      secretHash,
      createdAt: deps.clock.now().toISOString(),
      lastUsedAt: null,
    };
    if (await putApiKey(deps.db, record)) return { key: toApiKeyView(record), secret: token };
  }
}
