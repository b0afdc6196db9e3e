import { ZMlsRegistrySeedSchema } from '@shared/schemas/mls-registry.schema';
import { getEnv } from '../platform/env';
import type { TMlsRegistryEntryRecord } from './mls-trust-records';

/** Entries from the configuration have no moment of their own: they are as old as the deployment that states them. */
const CONFIGURED_AT = new Date(0).toISOString();

let configured: TMlsRegistryEntryRecord[] | undefined;

/**
 * The MLSs the deployment registers from its configuration (MLS_REGISTRY, set from the CDK context `mlsRegistry`),
 * as registry entries, parsed once per container; a malformed value fails loudly, naming the variable. They sit
 * beside those admins add in the table, and only the configuration changes them.
 */
export function configuredMlsRegistry(): TMlsRegistryEntryRecord[] {
  if (configured) return configured;
  const raw = getEnv().MLS_REGISTRY?.trim();
  let entries: unknown = [];
  try {
    entries = raw ? JSON.parse(raw) : [];
  } catch {
    throw new Error('Invalid configuration: MLS_REGISTRY is not JSON (an array of MLS registry entries)');
  }
  const parsed = ZMlsRegistrySeedSchema.safeParse(entries);
  if (!parsed.success)
    throw new Error(`Invalid configuration: MLS_REGISTRY: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  configured = parsed.data.map((entry) => ({
    ...entry,
    listingIdentity: entry.listingIdentity ?? `mls:${entry.id}`,
    createdAt: CONFIGURED_AT,
    updatedAt: CONFIGURED_AT,
  }));
  return configured;
}

export const isConfiguredMls = (mlsId: string) => configuredMlsRegistry().some((entry) => entry.id === mlsId);
