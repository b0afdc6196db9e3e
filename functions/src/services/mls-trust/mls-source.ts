import { listMlsRegistry } from '../../data/mls-registry-repository';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import type { TMlsRegistryEntryRecord } from '../../data/mls-trust-records';
import type { TDeps } from '../deps';
import { registeredMlsAt } from './mls-server-address';

/**
 * Where a configuration's listings come from. A registered MLS gives them their identity (one listing per
 * (`entry.listingIdentity`, ListingKey), whatever a record says of itself) and its members must prove their
 * ids; a private feed's listings are the configuration's own, in its own namespace, and carry no MLS attribution.
 */
export type TMlsSourceOfConfig = { kind: 'registered'; entry: TMlsRegistryEntryRecord } | { kind: 'private' };

/**
 * The configuration's source: the entry it names (`mlsId`); null names a private feed; a configuration stored
 * before the registry is the MLS its provider URL is a server of, else a private feed. An entry removed since
 * leaves it a private feed.
 */
export function sourceOfConfig(
  entries: readonly TMlsRegistryEntryRecord[],
  config: Pick<TMlsConfigurationRecord, 'mlsId' | 'providerUrl'>,
): TMlsSourceOfConfig {
  if (config.mlsId === null) return { kind: 'private' };
  if (config.mlsId !== undefined) {
    const entry = entries.find((candidate) => candidate.id === config.mlsId);
    return entry ? { kind: 'registered', entry } : { kind: 'private' };
  }
  const entry = registeredMlsAt(entries, config.providerUrl);
  return entry ? { kind: 'registered', entry } : { kind: 'private' };
}

/** The registry read once, for one configuration. */
export async function mlsSourceOf(deps: TDeps, config: Pick<TMlsConfigurationRecord, 'mlsId' | 'providerUrl'>): Promise<TMlsSourceOfConfig> {
  return sourceOfConfig(await listMlsRegistry(deps.db), config);
}

/** The name listings and screens credit: a registered MLS's own, else what the configuration was given. */
export const sourceMlsName = (source: TMlsSourceOfConfig, config: Pick<TMlsConfigurationRecord, 'mlsName'>) =>
  source.kind === 'registered' ? source.entry.name : config.mlsName;
