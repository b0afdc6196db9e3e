import { API_KEY_LAST_USED_EVERY_SECONDS, type TApiKeyScope } from '@shared/constants/api-keys';
import { capabilityRequiredMessage } from '@shared/constants/plan-capabilities';
import { getApiKey, touchApiKey } from '../../data/api-key-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { forbidden, unauthorized } from '../../platform/app-error';
import { userActor, type TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { callerHasCapability } from '../subscriptions/plan-capabilities';
import { assertApiKeyWithinLimits } from './api-key-rate-limit';
import { apiKeyIdOf, isApiKeyOf } from './api-key-secret';

export const INVALID_API_KEY_MESSAGE = 'This API key is not valid: it was revoked or never existed. Create a new key in Settings.';
export const API_KEY_PLAN_LAPSED_MESSAGE = `This API key has stopped working because its account's plan no longer includes API access. ${capabilityRequiredMessage('api-access')}`;

export const apiKeyScopeMissingMessage = (scope: TApiKeyScope) => `This API key does not have the ${scope} scope this request needs.`;

/**
 * The account a `Bearer` key acts as, for a route that opens to keys with `scope`.
 * 1. one strongly consistent read by the key's public id; a malformed, unknown (revoked) or wrong key → 401
 * 2. count the call against the key's limits (10 a second, 10,000 a day) → 429 with Retry-After
 * 3. the key must hold the route's scope → 403
 * 4. the owner must still exist and their plan still include API access → 401 (the key stops with the plan)
 * 5. stamp the key's last use, at most once a minute
 */
export async function authenticateApiKey(deps: TDeps, token: string, scope: TApiKeyScope): Promise<TUserActor> {
  const keyId = apiKeyIdOf(token);
  const key = keyId ? await getApiKey(deps.db, keyId) : null;
  if (!key || !isApiKeyOf(token, key.secretHash)) throw unauthorized(INVALID_API_KEY_MESSAGE);
  await assertApiKeyWithinLimits(deps, key.keyId);
  if (!key.scopes.includes(scope)) throw forbidden(apiKeyScopeMissingMessage(scope));
  const account = await getUserWithProfile(deps.db, key.userId);
  // A closed account's keys stop with its sessions, before the deletion worker removes them.
  if (!account || account.user.deletedAt) throw unauthorized(INVALID_API_KEY_MESSAGE);
  const actor: TUserActor = { ...userActor(account), apiKeyId: key.keyId };
  if (!(await callerHasCapability(deps, actor, 'api-access'))) throw unauthorized(API_KEY_PLAN_LAPSED_MESSAGE);
  const now = deps.clock.now();
  const staleBefore = new Date(now.getTime() - API_KEY_LAST_USED_EVERY_SECONDS * 1000).toISOString();
  if (!key.lastUsedAt || key.lastUsedAt < staleBefore) await touchApiKey(deps.db, key.keyId, now.toISOString(), staleBefore);
  return actor;
}
