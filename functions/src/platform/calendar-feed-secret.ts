import { createHmac } from 'node:crypto';
import { getHttpEnv } from './env';
import { resolveSecret } from './secrets';

const { IP_HASH_SALT, IP_HASH_SALT_SECRET_ARN } = getHttpEnv();
// The server's one keyed-hash secret, resolved while the module loads (as ip-hash.ts does); the label below
// keeps feed secrets apart from IP hashes.
const key = await resolveSecret(IP_HASH_SALT, IP_HASH_SALT_SECRET_ARN);
if (!key) throw new Error('Invalid configuration (environment variables): IP_HASH_SALT or IP_HASH_SALT_SECRET_ARN is required');

/**
 * A calendar feed's secret (256 bits, base64url): re-derived from the stored nonce whenever its owner asks
 * for the address, so the table holds only the secret's hash. A new nonce gives a new secret.
 */
export const calendarFeedSecret = (input: { userId: string; kind: string; nonce: string }) =>
  createHmac('sha256', key).update(`calendar-feed\u0000${input.kind}\u0000${input.userId}\u0000${input.nonce}`).digest('base64url');
