import { ActiveListingLimitReached } from '../../../data/listing-counters';
import { openHouseSeedOf, type TMlsListingLink } from '../../../data/mls-attribution';
import { getMlsMapping, replaceMlsMapping } from '../../../data/mls-mapping-repository';
import type { TMlsConfigurationRecord, TMlsMappingRecord } from '../../../data/mls-records';
import { listOpenHousesOfProperty } from '../../../data/open-house-repository';
import { isBrowsable } from '../../../data/property-index-keys';
import type { TPropertyRecord } from '../../../data/property-records';
import { getProperty, replaceProperty, transferProperty } from '../../../data/property-repository';
import type { TDeps } from '../../deps';
import { listingChanged } from '../../properties/listing-changed';
import { publishAllowanceOf } from '../../subscriptions/publish-allowance';
import { mapWithConcurrency } from '../../../platform/map-with-concurrency';
import { withoutLink } from './mls-identity';
import { retrying } from '../../../platform/retrying';
import { provenLinksOf } from '../../mls-trust/proven-links';

const LISTINGS_IN_FLIGHT = 8;
const LISTING_ATTEMPTS = 8;
/** A listing held back from the new owner's plan is a draft (map-mls-listing's off-market status, not imported here: it brings the time-zone table). */
const HELD_STATUS = 'draft';

export type TDeletedMapping = Pick<TMlsMappingRecord, 'propertyId' | 'mlsListingId' | 'openHouseIds' | 'mediaSources'>;

/**
 * What deleting a configuration does to the listings it reached (before its mappings are deleted):
 * - a listing another configuration owns loses only this configuration's link;
 * - a listing it owns that other configurations link passes to the first of them whose member the MLS vouched
 *   for (list agent first; claimed links are dropped):
 *   that account owns it now (its plan counts it, within its limit, else it is held as a draft) and
 *   its syncs write it;
 * - a listing no other configuration reaches stays with its agent, no longer marked as synced.
 */
export async function unlinkListings(deps: TDeps, config: Pick<TMlsConfigurationRecord, 'id'>, mappings: readonly TDeletedMapping[]): Promise<void> {
  const linked = mappings.filter((mapping) => mapping.propertyId !== null);
  await mapWithConcurrency(linked, LISTINGS_IN_FLIGHT, (mapping) => retrying(LISTING_ATTEMPTS, () => unlinkListing(deps, config.id, mapping)));
}

async function unlinkListing(deps: TDeps, configId: string, mapping: TDeletedMapping): Promise<void> {
  const before = await getProperty(deps.db, mapping.propertyId!);
  if (!before?.mls) return;
  const now = deps.clock.now().toISOString();
  const links = withoutLink(before.mls.links, configId);
  // A listing passes only to a member the MLS vouched for: a claimed co-list or office id inherits nothing.
  const heirs = before.mls.configId === configId ? await provenLinksOf(deps, links) : links;
  if (before.mls.configId !== configId) {
    if (links.length === before.mls.links.length) return;
    await replaceProperty(deps.db, before, { ...before, mls: { ...before.mls, links }, updatedAt: now });
  } else if (heirs.length === 0) {
    if (!before.mls.synced && links.length === before.mls.links.length) return;
    await replaceProperty(deps.db, before, { ...before, mls: { ...before.mls, links: [], synced: false }, updatedAt: now });
  } else {
    await passListing(deps, before, { links: heirs, mapping, now });
  }
  listingChanged(before.id);
}

/**
 * Passes the listing to the first remaining link. That configuration's mapping first takes over the MLS
 * open houses and photo sources, so its next sync updates them instead of adding copies (open-house ids
 * hash the listing's seed, which the transfer keeps); then the listing, its open houses and both counts
 * move in one transaction.
 */
export async function passListing(
  deps: TDeps,
  before: TPropertyRecord,
  input: { links: TMlsListingLink[]; mapping: TDeletedMapping; now: string },
): Promise<void> {
  const mls = before.mls!;
  const [next] = input.links;
  const nextMapping = await getMlsMapping(deps.db, next!.configId, mls.listingKey);
  const allowance = await publishAllowanceOf(deps, next!.userId);
  const passed: TPropertyRecord = {
    ...before,
    userId: next!.userId,
    mls: { ...mls, configId: next!.configId, links: input.links, idSeed: openHouseSeedOf(mls) },
    updatedAt: input.now,
  };
  let heldAsDraftReason = isBrowsable(passed) ? allowance.take(mls.listingKey) : null;
  if (nextMapping) {
    const takenOver = {
      ...nextMapping,
      openHouseIds: input.mapping.openHouseIds,
      mediaSources: input.mapping.mediaSources,
      heldAsDraftReason,
      linkedUserId: null,
      updatedAt: input.now,
    };
    if (!(await replaceMlsMapping(deps.db, nextMapping, takenOver))) throw new Error(`${mls.listingKey} was synced meanwhile`);
  }
  const openHouses = await listOpenHousesOfProperty(deps.db, before.id);
  const limits = { activeListingLimit: allowance.activeListingLimit };
  try {
    await transferProperty(deps.db, before, heldAsDraftReason ? { ...passed, status: HELD_STATUS } : passed, openHouses, limits);
  } catch (error) {
    if (!(error instanceof ActiveListingLimitReached)) throw error;
    heldAsDraftReason = allowance.refuse(mls.listingKey);
    await transferProperty(deps.db, before, { ...passed, status: HELD_STATUS }, openHouses, limits);
  }
}
