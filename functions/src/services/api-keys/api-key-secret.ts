import { randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX } from '@shared/constants/api-keys';
import { hashSecretToken, isSameTokenHash } from '../../platform/secret-token-hash';

/**
 * A new key: `ohm_live_<public id>_<secret>` with 64 random bits of id and 256 of secret. The secret is
 * random, so one SHA-256 (not a slow password hash) is enough to keep the stored form useless.
 */
export function newApiKey(): { keyId: string; token: string; secretHash: string } {
  const keyId = randomBytes(8).toString('hex');
  const token = `${API_KEY_PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
  return { keyId, token, secretHash: hashApiKey(token) };
}

export const hashApiKey = hashSecretToken;

/** The public id of a well-formed key, else null. */
export const apiKeyIdOf = (token: string): string | null => API_KEY_PATTERN.exec(token)?.[1] ?? null;

/** Constant-time: does `token` hash to the stored hash? */
export const isApiKeyOf = (token: string, secretHash: string): boolean => isSameTokenHash(hashApiKey(token), secretHash);

/** What the owner's list shows of a key: its prefix and id, never the secret. */
export const apiKeyHint = (keyId: string) => `${API_KEY_PREFIX}${keyId}_…`;
