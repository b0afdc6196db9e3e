import type { TMlsListing } from '../../../adapters/mls/mls-client';
import type { TDb } from '../../../data/db';
import type { TMlsListingAliasRecord } from '../../../data/mls-alias-records';
import { getMlsConfiguration } from '../../../data/mls-configuration-repository';
import { getConfigurationMembers } from '../../../data/mls-configuration-members-repository';
import type { TConfigurationMembers } from '../../../data/mls-member-checks';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import type { TPropertyRecord } from '../../../data/property-records';
import { isOwnerProven } from '../../mls-trust/proven-links';
import { mlsListingIdsOf, primaryListingOf, type TIdentityConfig } from './mls-identity';
import { aliasIdOf, aliasIdsToRead, readMlsListings, withAliasTarget } from './mls-listing-alias';
import { memberRoleOf, type TMlsMemberRole } from './mls-membership';

/** What ownership reads of the syncing configuration (mls-trust/sync-config.ts): its MLS identity, account and proven ids. */
type TOwnershipConfig = TIdentityConfig & Pick<TMlsConfigurationRecord, 'userId' | 'agentMlsId' | 'officeMlsId'>;

/** An MLS record a configuration reached, with the listing id its mapping holds (none yet: null or absent). */
export type TOwnershipQuery = { listing: Pick<TMlsListing, 'listingKey' | 'raw'>; mappedId: string | null | undefined };

/**
 * Which listing an MLS record is, for the configuration syncing it, and who owns it:
 * - `this`: the configuration writes the listing: it owns it, or nobody does yet (`current` null);
 * - `another`: another configuration owns it and the MLS vouched for that owner: this one links to it;
 * - `unproven`: another configuration owns it whom the MLS did not vouch for: the listing passes to the proven
 *   members (take-mls-listing.ts).
 * `role`: as what the record names the configuration's member (list agent when it names none: a private feed's).
 */
export type TMlsListingOwnership = { propertyId: string; alias: TMlsListingAliasRecord | undefined; role: TMlsMemberRole } & (
  { owner: 'this'; current: TPropertyRecord | null } | { owner: 'another' | 'unproven'; current: TPropertyRecord }
);

/** What deciding ownership reads: the listings and aliases at the records' ids, and the configurations owning them. */
export type TOwnershipReads = {
  properties: Map<string, TPropertyRecord>;
  aliases: Map<string, TMlsListingAliasRecord>;
  owners: Map<string, TConfigurationMembers>;
};

/** Whether a configuration writes this listing (it owns it, or nobody does yet), or only links to it. */
export const isOwnedByAnother = (
  config: Pick<TMlsConfigurationRecord, 'id' | 'userId'>,
  property: TPropertyRecord | null | undefined,
): property is TPropertyRecord =>
  !!property && property.mls !== undefined && property.mls.configId !== config.id && (property.mls.synced || property.userId !== config.userId);

/**
 * The one rule for who owns the listing a record is. Its id: the mapping's; else, of the ids its MLS identity
 * and its server give (mls-identity.ts) and last the listing its alias points at (mls-listing-alias.ts), the
 * first that exists; else the id it gets.
 */
export function mlsListingOwnershipOf(config: TOwnershipConfig, query: TOwnershipQuery, reads: TOwnershipReads): TMlsListingOwnership {
  const alias = reads.aliases.get(aliasIdOf(config, query.listing) ?? '');
  const propertyId =
    query.mappedId ?? primaryListingOf(withAliasTarget(mlsListingIdsOf(config, query.listing), alias), (id) => reads.properties.get(id)).primaryId;
  const current = reads.properties.get(propertyId) ?? null;
  const place = { propertyId, alias, role: memberRoleOf(config, query.listing) ?? 'list-agent' };
  if (!isOwnedByAnother(config, current)) return { ...place, owner: 'this', current };
  return { ...place, owner: isOwnerProven(current, reads.owners.get(current.mls!.configId)) ? 'another' : 'unproven', current };
}

/**
 * Reads what deciding the records' ownership needs, in a few batches however many records: the listings at their
 * ids with their aliases, the listings those aliases point at, and the configurations owning any listing read
 * (`consistent`: read strongly, for the one-by-one path that settles races, as it did before).
 */
export async function readMlsListingOwnership(
  db: TDb,
  config: TOwnershipConfig,
  queries: readonly TOwnershipQuery[],
  options: { consistent?: boolean } = {},
): Promise<TOwnershipReads> {
  const { properties, aliases } = await readMlsListings(db, {
    propertyIds: queries.flatMap((query) => query.mappedId ?? mlsListingIdsOf(config, query.listing)),
    aliasIds: queries.flatMap((query) => aliasIdsToRead(config, query.listing, query.mappedId)),
  });
  const ownedByOthers = [...properties.values()].filter((property) => isOwnedByAnother(config, property));
  const refs = ownedByOthers.map((property) => ({ userId: property.userId, configId: property.mls!.configId }));
  const owners = options.consistent ? await getMlsConfigurationsStrongly(db, refs) : await getConfigurationMembers(db, refs);
  return { properties, aliases, owners };
}

/** The configurations one by one, each read strongly consistent (the few a single record reaches). */
async function getMlsConfigurationsStrongly(db: TDb, refs: readonly { userId: string; configId: string }[]): Promise<Map<string, TConfigurationMembers>> {
  const configs = await Promise.all(refs.map((ref) => getMlsConfiguration(db, ref.userId, ref.configId)));
  return new Map(configs.flatMap((config) => (config ? [[config.id, config] as const] : [])));
}
