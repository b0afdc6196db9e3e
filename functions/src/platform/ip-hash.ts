import { createHmac } from 'node:crypto';
import { getHttpEnv } from './env';
import { clientNetworkOf } from './ip-network';
import { resolveSecret } from './secrets';

const { IP_HASH_SALT, IP_HASH_SALT_SECRET_ARN } = getHttpEnv();
// Resolved while the module loads (once per container, before the first request) so hashing stays synchronous.
const salt = await resolveSecret(IP_HASH_SALT, IP_HASH_SALT_SECRET_ARN);
if (!salt) throw new Error('Invalid configuration (environment variables): IP_HASH_SALT or IP_HASH_SALT_SECRET_ARN is required');

/**
 * Client IPs are only ever stored or used as keys in this salted, one-way form, of the client's network
 * (an IPv6 address's /64, see clientNetworkOf), so per-IP limits cannot be reset by rotating within a /64.
 */
export const hashIp = (ip: string) => createHmac('sha256', salt).update(clientNetworkOf(ip)).digest('base64url').slice(0, 32);

/**
 * A calendar feed's secret (256 bits, base64url), keyed by the same server salt under its own label: re-derived
 * from the stored nonce whenever its owner asks for the address, so the table holds only the secret's hash.
 */
export const calendarFeedSecret = (input: { userId: string; kind: string; nonce: string }) =>
  createHmac('sha256', salt).update(`calendar-feed\u0000${input.kind}\u0000${input.userId}\u0000${input.nonce}`).digest('base64url');

/** A day plan's share-link secret (256 bits, base64url), derived like a calendar feed's under its own label. */
export const dayPlanShareSecret = (input: { userId: string; date: string; nonce: string }) =>
  createHmac('sha256', salt).update(`day-plan-share\u0000${input.userId}\u0000${input.date}\u0000${input.nonce}`).digest('base64url');
