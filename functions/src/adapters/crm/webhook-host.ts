import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { CrmSendError } from './crm-send-error';

/** localhost by name or loopback literal: allowed for webhooks only in a local run (the CRM stand-in). */
export const isLocalHost = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** Loopback, private, link-local, unspecified and unique-local addresses: a webhook must not reach into our network. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  if (isIP(bare) === 4) return /^(10|127|0)\.|^192\.168\.|^169\.254\.|^172\.(1[6-9]|2\d|3[01])\.|^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(bare);
  if (isIP(bare) === 6) return bare === '::' || bare === '::1' || /^f[cd]|^fe[89ab]/.test(bare);
  return false;
}

/** A host the URL names that is private before any lookup: localhost names or a private address literal. */
export const isPrivateHost = (url: URL) => isLocalHost(url) || url.hostname.endsWith('.localhost') || isPrivateAddress(url.hostname);

/**
 * Refuses to send when the webhook's host name resolves to a private address now (a public name can be
 * pointed at one after it was connected). Redirects are not followed either (see `postJson`).
 */
export async function assertPublicWebhookHost(url: URL): Promise<void> {
  if (isPrivateHost(url)) throw new CrmSendError('The webhook address points inside a private network', null);
  if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) return;
  const addresses = await lookup(url.hostname, { all: true }).catch((error: Error) => {
    throw new CrmSendError(`The webhook could not be reached: ${error.message}`, null);
  });
  if (addresses.some(({ address }) => isPrivateAddress(address))) throw new CrmSendError('The webhook address points inside a private network', null);
}
