import type { TMlsMemberRole } from '@shared/constants/mls';
import type { TMlsListingLink } from '../../data/mls-attribution';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import type { TPropertyRecord } from '../../data/property-records';
import { mlsPropertyId } from './mls-open-houses';

/**
 * Which MLS a configuration reads, for telling one listing apart across the marketplace: a listing is one
 * listing per (MLS identity, ListingKey), however many configurations reach it.
 *
 * "The same MLS" is the same server: the provider URL's host name (lowercased, a trailing dot dropped)
 * and port, without scheme, credentials, path or query. So two members typing one service root with and
 * without a trailing slash, in another case, or with their own credentials meet. Hosts that serve many
 * MLSs (MLS Grid, Bridge, Trestle) give ListingKeys unique across the host (prefixed or hashed per MLS),
 * so their MLSs stay apart by key. An MLS read through two servers (its RESO Web API and its RETS server,
 * on other hosts or ports) is two identities: a second member reaching it the other way gets a copy.
 * (What the records themselves state, OriginatingSystemName, is not sent by every server; it could join
 * the identity later.)
 */
export function mlsIdentityOf(config: Pick<TMlsConfigurationRecord, 'providerUrl'>): string {
  const url = new URL(config.providerUrl);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return url.port ? `${host}:${url.port}` : host;
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
