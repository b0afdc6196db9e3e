import type { TMlsListing } from '../../../adapters/mls/mls-client';
import type { TDb } from '../../../data/db';
import type { TMlsListingAliasRecord } from '../../../data/mls-alias-records';
import { getConfigurationMembers } from '../../../data/mls-configuration-members-repository';
import type { TConfigurationMembers } from '../../../data/mls-member-checks';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import { listMlsRegistry } from '../../../data/mls-registry-repository';
import type { TPropertyRecord } from '../../../data/property-records';
import { sourceOfConfig } from '../../mls-trust/mls-source';
import { isOwnerProven, type TOwnerConfig } from '../../mls-trust/proven-links';
import { mlsHostIdentityOf, mlsListingIdsOf, mlsPropertyId, primaryListingOf, type TIdentityConfig } from './mls-identity';
import { aliasIdOf, aliasIdsToRead, readMlsListings, withAliasTarget } from './mls-listing-alias';
import { memberRoleOf, type TMlsMemberRole } from './mls-membership';

/** What ownership reads of the syncing configuration (mls-trust/sync-config.ts): its MLS identity, account and proven ids. */
type TOwnershipConfig = TIdentityConfig & Pick<TMlsConfigurationRecord, 'userId' | 'agentMlsId' | 'officeMlsId'>;

/** An MLS record a configuration reached, with the listing id its mapping holds (none yet: null or absent). */
export type TOwnershipQuery = { listing: Pick<TMlsListing, 'listingKey' | 'raw'>; mappedId: string | null | undefined };

/**
 * Where a private feed's mapping stands (mls-trust/mls-source.ts). Listings written before the registry were
 * written as an MLS's: without `mls.isPrivateFeed` (pages took them for a registered MLS's listing whose owner
 * nobody proved: no agent named, no inquiry taken), perhaps under the records' system, an id a registered MLS's
 * members reach and may have taken since. A record the feed did not change is never rewritten on its own, so the
 * configuration's syncs settle each one they read:
 * - `settled`: nothing owed (a registered MLS's configuration, no listing yet, or one written as this feed's);
 * - `unflagged`: still this configuration's, written as an MLS's: rewritten as its feed's;
 * - `taken`: another configuration owns it now: the feed lets go of it and makes a listing of its own namespace.
 */
export type TPrivateFeedListingState = 'settled' | 'unflagged' | 'taken';

/**
 * Which listing an MLS record is, for the configuration syncing it, and who owns it:
 * - `this`: the configuration writes the listing: it owns it, or nobody does yet (`current` null);
 * - `another`: another configuration owns it and the MLS vouched for that owner: this one links to it;
 * - `unproven`: another configuration owns it whom the MLS did not vouch for: the listing passes to the proven
 *   members (take-mls-listing.ts).
 * A private feed's listing is always `this`: a feed no registry vouches for never links to or takes another's.
 * `role`: as what the record names the configuration's member (list agent when it names none: a private feed's).
 */
export type TMlsListingOwnership = {
  propertyId: string;
  alias: TMlsListingAliasRecord | undefined;
  role: TMlsMemberRole;
  privateFeed: TPrivateFeedListingState;
} & ({ owner: 'this'; current: TPropertyRecord | null } | { owner: 'another' | 'unproven'; current: TPropertyRecord });

/** What deciding ownership reads: the listings and aliases at the records' ids, and the configurations owning the listings chosen. */
export type TOwnershipReads = {
  properties: Map<string, TPropertyRecord>;
  aliases: Map<string, TMlsListingAliasRecord>;
  owners: Map<string, TOwnerConfig>;
};

/** Whether a configuration writes this listing (it owns it, or nobody does yet), or only links to it. */
export const isOwnedByAnother = (
  config: Pick<TMlsConfigurationRecord, 'id' | 'userId'>,
  property: TPropertyRecord | null | undefined,
): property is TPropertyRecord =>
  !!property && property.mls !== undefined && property.mls.configId !== config.id && (property.mls.synced || property.userId !== config.userId);

/** The state of a private feed's mapping whose listing is `mapped` (as read); `settled` for a registered MLS's. */
export function privateFeedListingState(config: TIdentityConfig, mapped: TPropertyRecord | null | undefined): TPrivateFeedListingState {
  if (config.registeredIdentity !== null || !mapped?.mls) return 'settled';
  if (mapped.mls.configId !== config.id) return 'taken';
  return mapped.mls.isPrivateFeed ? 'settled' : 'unflagged';
}

/**
 * Which listing a record is, before asking who owns it. Its id: the mapping's (unless a private feed's listing
 * was taken); else, of the ids its MLS identity and its server give (mls-identity.ts) and last the listing its
 * alias points at (mls-listing-alias.ts), the first that exists; else the id it gets. A listing at the server's id
 * is an older import of that server only when it was made with the server's identity (`mls.idSeed`).
 */
function placeOf(config: TOwnershipConfig, query: TOwnershipQuery, reads: Omit<TOwnershipReads, 'owners'>) {
  const alias = reads.aliases.get(aliasIdOf(config, query.listing) ?? '');
  const privateFeed = query.mappedId ? privateFeedListingState(config, reads.properties.get(query.mappedId)) : 'settled';
  const mappedId = privateFeed === 'taken' ? null : query.mappedId;
  const byHost = config.registeredIdentity === null ? null : mlsPropertyId(mlsHostIdentityOf(config), query.listing.listingKey);
  const isServersImport = (property: TPropertyRecord) => property.mls?.idSeed === mlsHostIdentityOf(config);
  const found = (id: string) => {
    const property = reads.properties.get(id);
    return property && (id !== byHost || isServersImport(property)) ? property : undefined;
  };
  const propertyId = mappedId ?? primaryListingOf(withAliasTarget(mlsListingIdsOf(config, query.listing), alias), found).primaryId;
  return { propertyId, alias, privateFeed, current: reads.properties.get(propertyId) ?? null };
}

/** The one rule for who owns the listing a record is (`placeOf` says which listing it is). */
export function mlsListingOwnershipOf(config: TOwnershipConfig, query: TOwnershipQuery, reads: TOwnershipReads): TMlsListingOwnership {
  const { current, ...place } = placeOf(config, query, reads);
  const placed = { ...place, role: memberRoleOf(config, query.listing) ?? 'list-agent' };
  if (config.registeredIdentity === null || !isOwnedByAnother(config, current)) return { ...placed, owner: 'this', current };
  return { ...placed, owner: isOwnerProven(current, reads.owners.get(current.mls!.configId), config.registeredIdentity) ? 'another' : 'unproven', current };
}

/**
 * Reads what deciding the records' ownership needs, in a few batches however many records: the listings at their
 * ids with their aliases, the listings those aliases point at, and the configurations owning the listings the
 * records are (with the registry, to tell which MLS each is registered with). `consistent`: the configurations read
 * strongly, for the one-by-one path that settles races.
 */
export async function readMlsListingOwnership(
  db: TDb,
  config: TOwnershipConfig,
  queries: readonly TOwnershipQuery[],
  options: { consistent?: boolean } = {},
): Promise<TOwnershipReads> {
  // A private feed's mapped listing may have been taken: its own namespace's id is read with it.
  const idsOf = (query: TOwnershipQuery) =>
    !query.mappedId
      ? mlsListingIdsOf(config, query.listing)
      : config.registeredIdentity === null
        ? [query.mappedId, ...mlsListingIdsOf(config, query.listing)]
        : [query.mappedId];
  const listings = await readMlsListings(db, {
    propertyIds: queries.flatMap(idsOf),
    aliasIds: queries.flatMap((query) => aliasIdsToRead(config, query.listing, query.mappedId)),
  });
  const chosen =
    config.registeredIdentity === null
      ? []
      : queries.map((query) => placeOf(config, query, listings).current).filter((property) => isOwnedByAnother(config, property));
  const refs = chosen.map((property) => ({ userId: property.userId, configId: property.mls!.configId }));
  const members = refs.length > 0 ? await getConfigurationMembers(db, refs, options) : new Map<string, TConfigurationMembers>();
  const registry = members.size > 0 ? await listMlsRegistry(db) : [];
  const owners = new Map(
    [...members].map(([id, owner]) => {
      const source = sourceOfConfig(registry, owner);
      return [id, { ...owner, registeredIdentity: source.kind === 'registered' ? source.entry.listingIdentity : null }] as const;
    }),
  );
  return { ...listings, owners };
}
