import type { TMlsMemberRole } from '@shared/constants/mls';
import type { TMlsListing } from '../../../adapters/mls/mls-client';
import type { TMlsListingLink } from '../../../data/mls-attribution';
import type { TMlsConfigurationRecord } from '../../../data/mls-records';
import type { TPropertyRecord } from '../../../data/property-records';
import { repeatableUlid } from '../../../platform/repeatable-ulid';

/**
 * What a sync knows of where a configuration's listings come from (mls-trust/sync-config.ts): the listing identity
 * of its registered MLS, or null for a private feed.
 */
export type TIdentityConfig = Pick<TMlsConfigurationRecord, 'id' | 'providerUrl'> & { registeredIdentity: string | null };

/**
 * The identity a configuration's listings take, so that a listing is one listing per (identity, ListingKey): its
 * registered MLS's (from the registry entry, whatever a record says of itself), however many configurations reach
 * it; a private feed's own (its id), which no other configuration reaches, so it can never be, link to or take a
 * registered MLS's listing (and its ids are the ones such listings had before MLS identities: its own copies).
 */
export const mlsIdentityOf = (config: TIdentityConfig): string => config.registeredIdentity ?? config.id;

/**
 * The id an MLS listing always gets: ULID-shaped, a zero time (the id says nothing of when it was made;
 * `createdAt` does) then a hash of the MLS identity (`mlsIdentityOf`) and the ListingKey, so every
 * configuration that reaches the listing, the photos copied before it is written and every retry use one
 * id, with nothing to reserve first. (Listings imported before MLS identities hashed the configuration id
 * instead; their mappings hold that id, so they keep it.)
 */
export const mlsPropertyId = (mlsIdentity: string, listingKey: string): string => repeatableUlid(0, mlsIdentity, listingKey);

/**
 * A registered server as an identity: host name (lowercased, a trailing dot dropped) and port, without scheme,
 * credentials, path or query. Listings a registered MLS's server brought before records' systems were read are
 * stored under it; `mlsListingIdsOf` still finds them.
 */
export function mlsHostIdentityOf(config: Pick<TMlsConfigurationRecord, 'providerUrl'>): string {
  const url = new URL(config.providerUrl);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return url.port ? `${host}:${url.port}` : host;
}

/**
 * The ids the listing a record is may already have, in the order to prefer them: the one its identity gives, then,
 * for a registered MLS, the one its server gives (an import from before MLS identities). The first that exists is
 * the listing; none existing, the first is the id it gets.
 */
export function mlsListingIdsOf(config: TIdentityConfig, listing: Pick<TMlsListing, 'listingKey'>): [string, ...string[]] {
  const byIdentity = mlsPropertyId(mlsIdentityOf(config), listing.listingKey);
  if (config.registeredIdentity === null) return [byIdentity];
  const byHost = mlsPropertyId(mlsHostIdentityOf(config), listing.listingKey);
  return byHost === byIdentity ? [byIdentity] : [byIdentity, byHost];
}

/** Of the candidate ids (`mlsListingIdsOf`), the listing that exists first, with its id; else the first id and null. */
export function primaryListingOf(
  ids: readonly [string, ...string[]],
  read: (id: string) => TPropertyRecord | null | undefined,
): { primaryId: string; primary: TPropertyRecord | null } {
  for (const id of ids) {
    const found = read(id);
    if (found) return { primaryId: id, primary: found };
  }
  return { primaryId: ids[0], primary: null };
}

/** Our agents on a listing, in the order the page names them: list agent, co-list agent, then brokers by office. */
const ROLE_ORDER: Record<TMlsMemberRole, number> = { 'list-agent': 0, 'co-list-agent': 1, office: 2 };

/** The links with `link` added or its role changed, in page order. */
export function withLink(links: readonly TMlsListingLink[], link: TMlsListingLink): TMlsListingLink[] {
  return [...links.filter((other) => other.configId !== link.configId), link].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

export const withoutLink = (links: readonly TMlsListingLink[], configId: string): TMlsListingLink[] => links.filter((link) => link.configId !== configId);
