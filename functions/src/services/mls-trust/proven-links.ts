import type { TMlsMemberRole } from '@shared/constants/mls';
import type { TMlsMemberKind } from '@shared/constants/mls-trust';
import type { TMlsListingLink } from '../../data/mls-attribution';
import { getConfigurationMembers } from '../../data/mls-configuration-members-repository';
import type { TConfigurationMembers } from '../../data/mls-member-checks';
import type { TPropertyRecord } from '../../data/property-records';
import type { TDeps } from '../deps';
import { isMemberVerified, memberIdOfKind } from './proven-members';

/** Which of a configuration's ids a link's role was matched on. */
export const kindOfRole = (role: TMlsMemberRole): TMlsMemberKind => (role === 'office' ? 'office' : 'agent');

/**
 * Whether the MLS said a link's member is its configuration's: the configuration still exists and its id of the
 * link's kind is the link's, verified. Only such links own, inherit and are named on an MLS listing.
 */
export function isLinkProven(config: TConfigurationMembers | null | undefined, link: TMlsListingLink): boolean {
  const kind = kindOfRole(link.role);
  return !!config && link.memberId !== null && memberIdOfKind(config, kind) === link.memberId && isMemberVerified(config, kind);
}

/** The configurations behind some links, one BatchGet. */
export const configsOfLinks = (deps: TDeps, links: readonly TMlsListingLink[]) =>
  getConfigurationMembers(
    deps.db,
    links.map((link) => ({ userId: link.userId, configId: link.configId })),
  );

/** The links whose member the MLS vouched for, in their order. */
export async function provenLinksOf(deps: TDeps, links: readonly TMlsListingLink[]): Promise<TMlsListingLink[]> {
  if (links.length === 0) return [];
  const configs = await configsOfLinks(deps, links);
  return links.filter((link) => isLinkProven(configs.get(link.configId), link));
}

/** The owning configuration's link of an MLS listing (null for a listing imported before links). */
export const ownerLinkOf = (listing: TPropertyRecord): TMlsListingLink | null =>
  listing.mls?.links.find((link) => link.configId === listing.mls!.configId) ?? null;

/** An owning configuration as read: its members, and the listing identity of the MLS it is registered with (null: a private feed). */
export type TOwnerConfig = TConfigurationMembers & { registeredIdentity: string | null };

/**
 * Whether a listing of the registered MLS of `registeredIdentity` has a proven owner, given its owning configuration
 * as read: registered with that same MLS (a member another MLS or a private feed vouched for proves nothing here),
 * its link's member verified.
 */
export function isOwnerProven(listing: TPropertyRecord, ownerConfig: TOwnerConfig | null | undefined, registeredIdentity: string | null): boolean {
  const link = ownerLinkOf(listing);
  return link !== null && registeredIdentity !== null && ownerConfig?.registeredIdentity === registeredIdentity && isLinkProven(ownerConfig, link);
}
