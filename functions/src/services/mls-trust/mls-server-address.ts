import type { TMlsRegistryEntryRecord } from '../../data/mls-trust-records';

/**
 * A server address as the registry compares it: host (lowercased, a trailing dot dropped) with its port when not
 * the scheme's default, then the path without trailing slashes, lowercased. Scheme, credentials, query and
 * fragment do not make another server.
 */
export function serverKeyOf(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  const port = parsed.port ? `:${parsed.port}` : '';
  const path = decodeURIComponent(parsed.pathname).replace(/\/+$/, '').toLowerCase();
  return `${host}${port}${path}`;
}

/** Whether `key` is the server `registered` or a path below it (a RESO resource URL under a service root). */
const isAtOrBelow = (key: string, registered: string) => key === registered || key.startsWith(`${registered}/`);

/**
 * Which registered MLS a provider URL reaches: the entry with the server it is at (or below), the most specific
 * server winning; null for any other address (a private feed: a vendor's host may serve registered MLSs and others,
 * and whatever a private feed reads stays its own).
 */
export function registeredMlsAt(entries: readonly TMlsRegistryEntryRecord[], providerUrl: string): TMlsRegistryEntryRecord | null {
  const key = serverKeyOf(providerUrl);
  const candidates = entries.flatMap((entry) => entry.servers.map((server) => ({ entry, serverKey: serverKeyOf(server.url) })));
  const matches = candidates.filter((candidate) => isAtOrBelow(key, candidate.serverKey)).sort((a, b) => b.serverKey.length - a.serverKey.length);
  return matches[0]?.entry ?? null;
}
