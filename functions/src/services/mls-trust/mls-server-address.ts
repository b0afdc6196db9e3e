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

const hostOf = (serverKey: string) => serverKey.split('/')[0]!;

/** Whether `key` is the server `registered` or a path below it (a RESO resource URL under a service root). */
const isAtOrBelow = (key: string, registered: string) => key === registered || key.startsWith(`${registered}/`);

/**
 * Which registered MLS a provider URL reaches: the entry with the server it is at (or below), the most specific
 * server winning. A URL on a registered host that is none of its MLSs' servers is `unlisted`: it cannot be a
 * private feed (that would read a registered MLS's records outside its rules), so the form must name the MLS.
 */
export function registryMatchOf(
  entries: readonly TMlsRegistryEntryRecord[],
  providerUrl: string,
): { kind: 'registered'; entry: TMlsRegistryEntryRecord } | { kind: 'unlisted'; entries: TMlsRegistryEntryRecord[] } | { kind: 'private' } {
  const key = serverKeyOf(providerUrl);
  const candidates = entries.flatMap((entry) => entry.servers.map((server) => ({ entry, serverKey: serverKeyOf(server.url) })));
  const matches = candidates.filter((candidate) => isAtOrBelow(key, candidate.serverKey)).sort((a, b) => b.serverKey.length - a.serverKey.length);
  if (matches[0]) return { kind: 'registered', entry: matches[0].entry };
  const onHost = candidates.filter((candidate) => hostOf(candidate.serverKey) === hostOf(key)).map((candidate) => candidate.entry);
  return onHost.length > 0 ? { kind: 'unlisted', entries: [...new Set(onHost)] } : { kind: 'private' };
}
