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

/** A secret link's secret (256 bits, base64url): the server salt keyed over a label and the link's parts. */
const linkSecret = (label: string, ...parts: string[]) =>
  createHmac('sha256', salt)
    .update([label, ...parts].join('\u0000'))
    .digest('base64url');

/**
 * A calendar feed's secret, keyed by the same server salt under its own label: re-derived from the stored
 * nonce whenever its owner asks for the address, so the table holds only the secret's hash.
 */
export const calendarFeedSecret = (input: { userId: string; kind: string; nonce: string }) =>
  linkSecret('calendar-feed', input.kind, input.userId, input.nonce);

/** A day plan's share-link secret, derived like a calendar feed's under its own label. */
export const dayPlanShareSecret = (input: { userId: string; date: string; nonce: string }) =>
  linkSecret('day-plan-share', input.userId, input.date, input.nonce);
