import type { TMlsMemberRole } from '@shared/constants/mls';
import type { TMlsListing } from '../../adapters/mls/mls-client';
import type { TMlsListingLink } from '../../data/mls-attribution';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import type { TPropertyRecord } from '../../data/property-records';
import { mlsPropertyId } from './mls-open-houses';

/**
 * Which MLS a record comes from, for telling one listing apart across the marketplace: a listing is one
 * listing per (MLS identity, ListingKey), however many configurations reach it. A registered MLS's
 * configuration takes its entry's identity, whatever the record says; what follows is a private feed's.
 *
 * The record says it when the server sends the Data Dictionary's OriginatingSystemName (the MLS where the
 * listing was put in; its OriginatingSystemID, the RESO UOI, where only that is sent): then the identity is
 * that system, whatever server, protocol or port carried it, so one MLS reached over its RESO Web API and
 * its RETS server is one MLS. (OriginatingSystemKey and SourceSystemKey are record keys, not the system's;
 * the SourceSystem fields name the immediate provider, which differs by path, so neither joins the identity.)
 * Without it, the identity is the server (`mlsHostIdentityOf`).
 */
export function mlsIdentityOf(config: TIdentityConfig, listing: Pick<TMlsListing, 'raw'>): string {
  if (config.registeredIdentity) return config.registeredIdentity;
  const system = originatingSystemOf(listing);
  const identity = system === null ? mlsHostIdentityOf(config) : `system:${system}`;
  // A private feed never speaks for a registered MLS: records claiming one's system stay in the configuration's own namespace.
  return isReserved(config, identity) ? `feed:${config.id ?? mlsHostIdentityOf(config)}` : identity;
}

/**
 * What a sync knows of the configuration's source (mls-trust/mls-source.ts): a registered MLS's listing identity
 * (its listings' ids come from it, never from a record), and every registered identity, which a private feed's
 * records may not take.
 */
export type TIdentityConfig = Pick<TMlsConfigurationRecord, 'providerUrl'> & Partial<Pick<TMlsConfigurationRecord, 'id'>> & { registeredIdentity?: string | null; reservedIdentities?: readonly string[] };

const isReserved = (config: TIdentityConfig, identity: string) => identity.startsWith('mls:') || (config.reservedIdentities ?? []).includes(identity);

/** The record's originating system, normalized (case and runs of spaces do not matter), or null when it sends none. */
export function originatingSystemOf(listing: Pick<TMlsListing, 'raw'>): string | null {
  for (const field of ['OriginatingSystemName', 'OriginatingSystemID']) {
    const value = listing.raw[field];
    const normalized = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '';
    if (normalized !== '') return normalized;
  }
  return null;
}

/**
 * The server a configuration reads: the provider URL's host name (lowercased, a trailing dot dropped) and
 * port, without scheme, credentials, path or query. So two members typing one service root with and
 * without a trailing slash, in another case, or with their own credentials meet. The identity of records
 * that do not name their system, and the one every listing imported before system identities was keyed
 * by: `mlsListingIdsOf` still finds those.
 */
export function mlsHostIdentityOf(config: Pick<TMlsConfigurationRecord, 'providerUrl'>): string {
  const url = new URL(config.providerUrl);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return url.port ? `${host}:${url.port}` : host;
}

/**
 * The ids the MLS listing a record is may already have, in the order to prefer them: the one its identity
 * gives, then (for a record that names its system) the one the configuration's server gives, where a
 * configuration of the same server put it before records' systems were read. The first that exists is the
 * listing; none existing, the first is the id it gets.
 */
export function mlsListingIdsOf(config: TIdentityConfig, listing: Pick<TMlsListing, 'raw' | 'listingKey'>): [string, ...string[]] {
  const byIdentity = mlsPropertyId(mlsIdentityOf(config, listing), listing.listingKey);
  const byHost = mlsPropertyId(mlsHostIdentityOf(config), listing.listingKey);
  return byHost === byIdentity ? [byIdentity] : [byIdentity, byHost];
}

/** Of the candidate ids (`mlsListingIdsOf`), the listing that exists first, with its id; else the first id and null. */
export function primaryListingOf(ids: readonly [string, ...string[]], read: (id: string) => TPropertyRecord | null | undefined): { primaryId: string; primary: TPropertyRecord | null } {
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

/**
 * The listing a configuration's record becomes when the configuration has none yet: the MLS listing
 * (`primary`, at the id its MLS and ListingKey give), which it links to when another configuration made
 * it. When another account already claims the same member on it (two accounts naming one MLS member id:
 * one of them is not that member, and member ids are not verified), the configuration keeps a copy of
 * its own under an id of the configuration and ListingKey (the form ids had before MLS identities).
 */
export function listingIdFor(
  config: Pick<TMlsConfigurationRecord, 'id' | 'userId'>,
  input: { primaryId: string; primary: TPropertyRecord | null; listingKey: string; memberId: string | null },
): string {
  const links = input.primary?.mls?.links ?? [];
  const isClaimedByAnother = input.memberId !== null && links.some((link) => link.configId !== config.id && link.userId !== config.userId && link.memberId === input.memberId);
  return isClaimedByAnother ? mlsPropertyId(config.id, input.listingKey) : input.primaryId;
}
