import { mlsProtocolsOf, type TMlsProtocol, type TMlsProvider } from '@shared/constants/mls';
import type { TMlsRegistryEntry, TMlsRegistryServer } from '@shared/schemas/mls-registry.schema';
import type { TConfigurationFormValues } from './configuration-form';

/** The MLS select's value for a private feed: no registry id (sends no `mlsId`). */
export const PRIVATE_FEED = '';
export const PRIVATE_FEED_LABEL = 'Private feed (any other server)';

export const mlsOptionsOf = (entries: readonly TMlsRegistryEntry[]) => [
  ...entries.map((entry) => ({ value: entry.id, label: entry.name })),
  { value: PRIVATE_FEED, label: PRIVATE_FEED_LABEL },
];

/** A provider that speaks the server's protocol: the one chosen when it does, else the plain one of that protocol. */
function providerFor(current: TMlsProvider | '', protocol: TMlsProtocol): TMlsProvider {
  if (current !== '' && mlsProtocolsOf(current).includes(protocol)) return current;
  return protocol === 'RETS' ? 'RETS Standard' : 'Other';
}

/** What one server of a registered MLS fills in: its address, its token URL (RESO), its protocol, and a provider that speaks it. */
export const fieldsForServer = (values: TConfigurationFormValues, server: TMlsRegistryServer): Partial<TConfigurationFormValues> => ({
  providerUrl: server.url,
  tokenUrl: server.tokenUrl ?? '',
  protocol: server.protocol,
  mlsProvider: providerFor(values.mlsProvider, server.protocol),
});

/** Choosing in the MLS select: a registered MLS fills in its first server; back to a private feed empties what it filled. */
export function fieldsForMlsChoice(values: TConfigurationFormValues, entry: TMlsRegistryEntry | undefined): Partial<TConfigurationFormValues> {
  const firstServer = entry?.servers[0];
  if (entry && firstServer) return { mlsId: entry.id, ...fieldsForServer(values, firstServer) };
  const wasRegistered = values.mlsId !== PRIVATE_FEED;
  return { mlsId: PRIVATE_FEED, ...(wasRegistered ? { providerUrl: '', tokenUrl: '' } : {}) };
}
