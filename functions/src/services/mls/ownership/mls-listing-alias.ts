import type { TMlsListing } from '../../../adapters/mls/mls-client';
import type { TDb } from '../../../data/db';
import { getMlsListingsAndAliases, type TMlsListingWrite } from '../../../data/mls-listing-batch-repository';
import { getPropertiesByIds } from '../../../data/property-repository';
import type { TMlsListingAliasRecord } from '../../../data/mls-alias-records';
import type { TPropertyRecord } from '../../../data/property-records';
import { mlsHostIdentityOf, mlsIdentityOf, mlsPropertyId, type TIdentityConfig } from './mls-identity';

type TConfig = TIdentityConfig;
type TRecord = Pick<TMlsListing, 'listingKey'>;

/**
 * Listings an older version imported from a registered MLS's server are keyed by that server
 * (`mlsHostIdentityOf`), so a configuration of the same MLS on another server (its RETS server beside its RESO Web
 * API) computes other ids. Whoever reaches such a listing through its server (its owner's syncs, or another
 * member's on that server) writes an alias item at the id the MLS's identity gives, pointing at it, in the
 * listing's own transaction; the listing names it (`mls.aliasId`) and its deletion takes it along. A sync reads a
 * record's alias in the same batch as its candidate ids, and the listing it names after (only when one is found).
 * A private feed's listings have no other id, so no alias.
 */

/** The id the MLS's identity gives, at which its alias is kept; null for a private feed's. */
export const aliasIdOf = (config: TConfig, listing: TRecord): string | null => {
  if (config.registeredIdentity === null) return null;
  const id = mlsPropertyId(mlsIdentityOf(config), listing.listingKey);
  return id === mlsPropertyId(mlsHostIdentityOf(config), listing.listingKey) ? null : id;
};

/** Whether `propertyId` is the id the configuration's server gives the record, and not the one its system gives: an older import's. */
export function isStoredUnderHost(config: TConfig, listing: TRecord, propertyId: string): boolean {
  const aliasId = aliasIdOf(config, listing);
  return aliasId !== null && propertyId !== aliasId && propertyId === mlsPropertyId(mlsHostIdentityOf(config), listing.listingKey);
}

/** The alias ids worth reading for a record: its own, unless the configuration's mapping holds a listing at its system id already. */
export const aliasIdsToRead = (config: TConfig, listing: TRecord, mappedId: string | null | undefined): string[] => {
  const aliasId = aliasIdOf(config, listing);
  return aliasId !== null && (!mappedId || isStoredUnderHost(config, listing, mappedId)) ? [aliasId] : [];
};

/** Whether a sync that reached `current` (found, for this record) owes it its alias: it is stored under the server's id and no alias names the system id yet. */
export const isAliasDue = (
  config: TConfig,
  listing: TRecord,
  current: TPropertyRecord | null | undefined,
  stored: TMlsListingAliasRecord | null | undefined,
): boolean => !!current && !stored && isStoredUnderHost(config, listing, current.id);

/**
 * The listings at `propertyIds` and the aliases at `aliasIds` (one batch), then the listings those aliases
 * point at that were not read yet (a second batch, only for an alias found).
 */
export async function readMlsListings(
  db: TDb,
  input: { propertyIds: readonly string[]; aliasIds: readonly string[] },
): Promise<{ properties: Map<string, TPropertyRecord>; aliases: Map<string, TMlsListingAliasRecord> }> {
  const { properties, aliases } = await getMlsListingsAndAliases(db, { propertyIds: [...new Set(input.propertyIds)], aliasIds: [...new Set(input.aliasIds)] });
  const unread = [...new Set([...aliases.values()].map((alias) => alias.propertyId))].filter((id) => !input.propertyIds.includes(id));
  if (unread.length > 0) for (const [id, property] of await getPropertiesByIds(db, unread)) properties.set(id, property);
  return { properties, aliases };
}

/**
 * The record's candidate ids (`mlsListingIdsOf`) with, last, the listing its alias points at: the identity's
 * and the server's own ids first, so an alias matters only where neither exists.
 */
export const withAliasTarget = (ids: readonly [string, ...string[]], alias: TMlsListingAliasRecord | null | undefined): [string, ...string[]] =>
  alias && !ids.includes(alias.propertyId) ? [...ids, alias.propertyId] : [...ids];

/**
 * The write with the record's alias item where it takes part: a listing created at its system id checks that
 * no alias appeared meanwhile (and clears one read that points at a listing gone); a listing stored under
 * the server's id that no alias names yet gets one, and names it (`mls.aliasId`). `stored`: the alias as read.
 */
export function withAlias(
  config: TConfig,
  listing: TRecord,
  stored: TMlsListingAliasRecord | null | undefined,
  write: TMlsListingWrite,
  now: string,
): TMlsListingWrite {
  const systemListingId = aliasIdOf(config, listing);
  const { before, after } = write.property;
  if (systemListingId === null) return write;
  if (after.id === systemListingId) return before === null ? { ...write, alias: { systemListingId, before: stored ?? null, after: null } } : write;
  if (stored || !isStoredUnderHost(config, listing, after.id)) return write;
  const alias = { systemListingId, propertyId: after.id, mlsIdentity: mlsIdentityOf(config), listingKey: listing.listingKey, createdAt: now };
  return {
    ...write,
    property: { before, after: { ...after, mls: { ...after.mls!, aliasId: systemListingId }, updatedAt: now } },
    alias: { systemListingId, before: null, after: alias },
  };
}
