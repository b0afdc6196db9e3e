import type { TMlsMappingRecord } from '../../../data/mls-records';
import { getProperty } from '../../../data/property-repository';
import type { TPropertyRecord } from '../../../data/property-records';
import type { TSyncConfig } from '../../mls-trust/sync-config';
import type { TDeps } from '../../deps';

/**
 * Where a private feed's mapping stands (mls-trust/mls-source.ts). Listings written before the registry were
 * written as an MLS's: without `mls.isPrivateFeed` (pages took them for a registered MLS's listing whose owner
 * nobody proved: no agent named, no inquiry taken), perhaps under the records' system, an id a registered MLS's
 * members reach and may have taken since. A record the feed did not change is never rewritten on its own, so the
 * configuration's syncs settle each one they read:
 * - `settled`: nothing owed (a registered MLS's configuration, no listing yet, or one written as this feed's);
 * - `unflagged`: still this configuration's, written as an MLS's: rewritten as its feed's;
 * - `taken`: another configuration owns it now: the feed makes a listing of its own namespace, as any private feed.
 */
export type TPrivateFeedListingState = 'settled' | 'unflagged' | 'taken';

/** The state of a mapping's listing as read (`mapped`: the listing at the mapping's id). */
export function privateFeedListingState(config: TSyncConfig, mapped: TPropertyRecord | null | undefined): TPrivateFeedListingState {
  if (config.registeredIdentity !== null || !mapped?.mls) return 'settled';
  if (mapped.mls.configId !== config.id) return 'taken';
  return mapped.mls.isPrivateFeed ? 'settled' : 'unflagged';
}

/** The same, reading the mapped listing: for a private feed's mapping only. */
export async function privateFeedListingStateOf(deps: TDeps, config: TSyncConfig, mapping: TMlsMappingRecord | null): Promise<TPrivateFeedListingState> {
  if (config.registeredIdentity !== null || !mapping?.propertyId) return 'settled';
  return privateFeedListingState(config, await getProperty(deps.db, mapping.propertyId));
}

/** A mapping whose listing another configuration took, let go of it, so the sync creates the feed's own. */
export const withoutTakenListing = (mapping: TMlsMappingRecord): TMlsMappingRecord => ({
  ...mapping,
  propertyId: null,
  openHouseIds: [],
  mediaSources: [],
  heldAsDraftReason: null,
});
