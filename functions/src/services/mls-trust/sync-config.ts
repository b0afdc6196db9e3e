import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import { listMlsRegistry } from '../../data/mls-registry-repository';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import type { TDeps } from '../deps';
import { sourceMlsName, sourceOfConfig } from './mls-source';
import { mayImport, provenMembersOf } from './proven-members';

/** A configuration as its sync reads it: only proven MLS ids, its MLS's own name, and its registered MLS's listing identity (null: a private feed). */
export type TSyncConfig = TMlsConfigurationRecord & { registeredIdentity: string | null };

/**
 * What a sync may do with a configuration, read once per run: 1. its source (registry) 2. a registered MLS's
 * configuration with no verified id imports nothing (the reason says so) 3. else the configuration with its
 * unproven ids left out, so no listing is matched, linked or owned on a claim.
 */
export async function syncConfigOf(deps: TDeps, config: TMlsConfigurationRecord): Promise<{ ok: true; config: TSyncConfig } | { ok: false; reason: string }> {
  const source = sourceOfConfig(await listMlsRegistry(deps.db), config);
  const mlsName = sourceMlsName(source, config);
  if (!mayImport(config, source)) return { ok: false, reason: MLS_TRUST_MESSAGES.notVerifiedForSync(mlsName) };
  return {
    ok: true,
    config: {
      ...config,
      ...provenMembersOf(config, source),
      mlsName,
      registeredIdentity: source.kind === 'registered' ? source.entry.listingIdentity : null,
    },
  };
}
