import type { TSyncConfig } from '../../mls-trust/sync-config';
import type { TMlsListing } from '../../../adapters/mls/mls-client';
import { getMlsMappingsByKeys, transactionsOf, writeMlsListings, type TMlsListingWrite } from '../../../data/mls-listing-batch-repository';
import { listOpenHousesOfProperty } from '../../../data/open-house-repository';
import { newMlsMappingRecord, type TMlsMappingRecord } from '../../../data/mls-records';
import type { TPropertyRecord } from '../../../data/property-records';
import { logger } from '../../../platform/logger';
import { listingChanged } from '../../properties/listing-changed';
import { enqueueListingEvents, listingEventsOf } from '../../saved-searches/listing-events';
import { mapMlsListing, type TMappedMlsListing } from '../mapping/map-mls-listing';
import type { TMlsSyncDeps } from './mls-sync-deps';
import { mapWithConcurrency } from '../../../platform/map-with-concurrency';
import { retryingMlsWork } from './retrying-mls-work';
import { linkWriteOf, listingWriteOf, withinAllowance } from './mls-listing-write';
import { isAliasDue, withAlias } from '../ownership/mls-listing-alias';
import { mlsListingOwnershipOf, readMlsListingOwnership } from '../ownership/mls-listing-owner';
import type { TMlsMemberRole } from '../ownership/mls-membership';
import type { TPublishAllowance } from '../../subscriptions/publish-allowance';
import { isUpToDate, outcomeOfEarlierAttempt, photosFor, syncMlsListing, type TListingOutcome } from './sync-mls-listing';

const LISTINGS_IN_FLIGHT = 8;
/** Attempts per listing on the one-by-one path. */
const LISTING_ATTEMPTS = 8;

/**
 * A listing the page writes in bulk: new (its mapping written with it, under the listing id the
 * configuration and ListingKey always give), or a plain update of a synced one (its mapping stored).
 */
type TBulkListing = {
  listing: TMlsListing;
  mapped: TMappedMlsListing;
  heldAsDraftReason: string | null;
  mapping: TMlsMappingRecord;
  before: TPropertyRecord | null;
  isMappingStored: boolean;
  role: TMlsMemberRole;
};

/**
 * Syncs a page of MLS listings in a few round trips: the page's mappings and listings are read in two
 * batches, listings already up to date are skipped, and new listings and plain updates are written
 * together in transactions of up to 100 items (listing, mapping, open houses, counters). Anything else
 * (data the mapping refuses, a half-finished earlier attempt, a listing with open houses the agent added)
 * and every listing of a transaction that fails goes one by one through `syncMlsListing`, which settles
 * races and retries. A listing another configuration owns (the same MLS and ListingKey, reached first by
 * a co-list agent, a broker or their agent; ownership/mls-listing-owner.ts decides) is linked, not copied:
 * this configuration's mapping points to it and the listing names this member too.
 */
export async function syncMlsPage(
  deps: TMlsSyncDeps,
  config: TSyncConfig,
  run: { logId: string; allowance: TPublishAllowance },
  listings: readonly TMlsListing[],
): Promise<TListingOutcome[]> {
  const { logId } = run;
  const now = deps.clock.now().toISOString();
  const byKey = new Map(listings.map((listing) => [listing.listingKey, listing]));
  const mappings = await getMlsMappingsByKeys(deps.db, config.id, [...byKey.keys()]);
  const queryOf = (listing: TMlsListing) => ({ listing, mappedId: mappings.get(listing.listingKey)?.propertyId });
  const reads = await readMlsListingOwnership(deps.db, config, listings.map(queryOf));
  const ownershipOf = (listing: TMlsListing) => mlsListingOwnershipOf(config, queryOf(listing), reads);

  const outcomes = new Map<string, TListingOutcome>();
  const creates: TBulkListing[] = [];
  const updates: TBulkListing[] = [];
  const links: TMlsListingWrite[] = [];
  const oneByOne: TMlsListing[] = [];
  for (const listing of listings) {
    const existing = mappings.get(listing.listingKey) ?? null;
    const ownership = ownershipOf(listing);
    // A listing an older version stored under this server's id is written once more, to take its alias.
    if (existing && ownership.privateFeed === 'settled' && isUpToDate(existing, listing) && !isAliasDue(config, listing, ownership.current, ownership.alias)) {
      outcomes.set(listing.listingKey, outcomeOfEarlierAttempt(existing, logId));
      continue;
    }
    const mapped = mapMlsListing(listing, { mlsName: config.mlsName });
    const { role } = ownership;
    const before = existing?.syncStatus === 'synced' ? ownership.current : null;
    // A listing whose owner the MLS did not vouch for is taken from it one by one.
    if (!mapped.ok || ownership.privateFeed !== 'settled' || ownership.owner === 'unproven') oneByOne.push(listing);
    else if (ownership.owner === 'another' && (!existing || existing.syncStatus === 'synced')) {
      const mapping = existing ?? { ...newMlsMappingRecord(config.id, listing.listingKey, { logId, now }), propertyId: ownership.current.id };
      links.push(
        linkWriteOf(config, { listing, mapping, isMappingStored: existing !== null, owned: ownership.current, role }, { logId, isNew: !existing, now }),
      );
    } else if (!existing && !ownership.current) {
      const mapping = { ...newMlsMappingRecord(config.id, listing.listingKey, { logId, now }), propertyId: ownership.propertyId };
      creates.push({ listing, ...withinAllowance(mapped.value, null, run.allowance), mapping, before: null, isMappingStored: false, role });
    } else if (existing?.syncStatus === 'synced' && before && before.upcomingOpenHouses.every((ref) => existing.openHouseIds.includes(ref.id))) {
      updates.push({ listing, ...withinAllowance(mapped.value, before, run.allowance), mapping: existing, before, isMappingStored: true, role });
    } else {
      oneByOne.push(listing);
    }
  }

  const bulk = [...creates, ...updates];
  const writes = [...(await mapWithConcurrency(bulk, LISTINGS_IN_FLIGHT, (item) => bulkWrite(deps, config, logId, item, now))), ...links].map((write) => {
    const listing = byKey.get(write.mapping.after.mlsListingId)!;
    return withAlias(config, listing, ownershipOf(listing).alias, write, now);
  });
  for (const transaction of transactionsOf(writes)) {
    if (!(await wentThrough(() => writeMlsListings(deps.db, transaction, { activeListingLimit: run.allowance.activeListingLimit }), transaction.length))) {
      oneByOne.push(...transaction.map((write) => byKey.get(write.mapping.after.mlsListingId)!));
      continue;
    }
    for (const write of transaction) {
      outcomes.set(write.mapping.after.mlsListingId, {
        kind: write.mapping.after.changeKind ?? 'updated',
        heldAsDraftReason: write.mapping.after.heldAsDraftReason,
      });
      listingChanged(write.property.after.id);
    }
    await enqueueListingEvents(
      deps,
      transaction.map(({ property }) => ({ listingId: property.after.id, events: listingEventsOf(property.before, property.after) })),
    );
  }

  const settled = await mapWithConcurrency(oneByOne, LISTINGS_IN_FLIGHT, (listing) =>
    retryingMlsWork(LISTING_ATTEMPTS, () => syncMlsListing(deps, config, run, listing)),
  );
  oneByOne.forEach((listing, index) => outcomes.set(listing.listingKey, settled[index]!));
  return listings.map((listing) => outcomes.get(listing.listingKey)!);
}

/**
 * The listing and mapping as they will be written (photos copied first, under the listing id the mapping
 * holds). A listing already stored whose MLS record has open houses has its open-house items read first
 * (one Query), so those the MLS moved or left alone keep their identity.
 */
async function bulkWrite(deps: TMlsSyncDeps, config: TSyncConfig, logId: string, item: TBulkListing, now: string): Promise<TMlsListingWrite> {
  const [photos, storedOpenHouses] = await Promise.all([
    photosFor(deps, config, item.mapping, item.before, item.mapped, item.mapping.propertyId!),
    item.before && item.mapped.openHouses.length > 0 ? listOpenHousesOfProperty(deps.db, item.before.id) : [],
  ]);
  return listingWriteOf(config, { ...item, photos, storedOpenHouses, agentOpenHouses: [] }, { logId, isNew: !item.before, now });
}

/**
 * A bulk write that did not go through (a race, a throttle, a failed request, or the plan's limit reached
 * by a publish since the allowance was read) leaves its listings to the one-by-one path, which holds
 * those the limit refuses as drafts.
 */
async function wentThrough(write: () => Promise<boolean>, listings: number): Promise<boolean> {
  try {
    return await write();
  } catch (error) {
    logger.info('mls bulk write left to one by one', { listings, error: (error as Error).message });
    return false;
  }
}
