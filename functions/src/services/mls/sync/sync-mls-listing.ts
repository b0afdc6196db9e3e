import type { TSyncConfig } from '../../mls-trust/sync-config';
import type { TMlsListing } from '../../../adapters/mls/mls-client';
import { getMlsMapping, replaceMlsMapping, reserveMlsMapping } from '../../../data/mls-mapping-repository';
import { newMlsMappingRecord, type TMlsMappingRecord } from '../../../data/mls-records';
import { writeMlsListings, type TMlsListingWrite } from '../../../data/mls-listing-batch-repository';
import { listOpenHousesOfProperty } from '../../../data/open-house-repository';
import type { TPropertyRecord } from '../../../data/property-records';
import { listingChanged } from '../../properties/listing-changed';
import { enqueueListingEvents, listingEventsOf } from '../../saved-searches/listing-events';
import { copyMlsPhotos, mediaSourceOf } from './copy-mls-photos';
import { mapMlsListing, type TMappedMlsListing } from '../mapping/map-mls-listing';
import { ActiveListingLimitReached } from '../../../data/listing-counters';
import { heldAsDraft, linkWriteOf, listingWriteOf, withinAllowance, type TAllowedListing } from './mls-listing-write';
import { mlsListingOwnershipOf, readMlsListingOwnership } from '../ownership/mls-listing-owner';
import { takeFromUnprovenOwner } from '../ownership/take-mls-listing';
import { isAliasDue, withAlias } from '../ownership/mls-listing-alias';
import type { TMlsMemberRole } from '../ownership/mls-membership';
import type { TPublishAllowance } from '../../subscriptions/publish-allowance';
import type { TMlsSyncDeps } from './mls-sync-deps';

/**
 * What one listing did in a run: counted once per run, whatever retries it took. `refused`: the MLS
 * record's data is not a listing we can hold (`field` names the first field that stops it);
 * `heldAsDraftReason`: written, but as a draft the account may not publish yet.
 */
export type TListingOutcome =
  | { kind: 'created' | 'updated'; heldAsDraftReason: string | null }
  | { kind: 'unchanged' }
  | { kind: 'refused'; field: string; message: string }
  | { kind: 'error'; message: string };

/** The Data Dictionary field a stored refusal names first (its reasons start with the field). */
const refusedFieldOf = (syncErrors: readonly string[]) => syncErrors[0]?.split(/[\s:]/)[0] || 'Record';

/** A write that lost a race with another writer of the same listing; the caller retries the listing. */
export class ListingWriteRaced extends Error {}

/** A mapping already holding this version of the listing (or a newer one): syncing it again changes nothing. */
export const isUpToDate = (existing: TMlsMappingRecord, listing: TMlsListing): boolean =>
  existing.syncStatus !== 'pending' &&
  existing.inFeed &&
  existing.modificationTimestamp !== null &&
  existing.modificationTimestamp >= listing.modificationTimestamp;

export const outcomeOfEarlierAttempt = (mapping: TMlsMappingRecord, logId: string): TListingOutcome => {
  if (mapping.changedByLogId !== logId) return { kind: 'unchanged' };
  if (mapping.syncStatus === 'error')
    return { kind: 'refused', field: refusedFieldOf(mapping.syncErrors), message: `${mapping.mlsListingId}: ${mapping.syncErrors.join('; ')}` };
  return mapping.changeKind ? { kind: mapping.changeKind, heldAsDraftReason: mapping.heldAsDraftReason } : { kind: 'unchanged' };
};

/**
 * Brings one MLS listing into our listings, idempotently: one listing per (MLS identity, ListingKey),
 * each configuration's sync state keyed by (configuration, ListingKey); a listing another configuration
 * owns is linked (`linkMlsListing`), not copied. A ModificationTimestamp not newer than the one synced
 * is a no-op (reads only). A listing id is reserved
 * in the mapping before the listing is written, so a retry after any failed write updates the same
 * listing instead of adding a second. Data the mapping refuses marks the mapping `error` with reasons.
 */
export async function syncMlsListing(
  deps: TMlsSyncDeps,
  config: TSyncConfig,
  run: { logId: string; allowance: TPublishAllowance },
  listing: TMlsListing,
): Promise<TListingOutcome> {
  const { logId } = run;
  const existing = await getMlsMapping(deps.db, config.id, listing.listingKey);
  const query = { listing, mappedId: existing?.propertyId };
  // The owner's configuration read strongly: whether the MLS vouches for it decides a take.
  const ownership = mlsListingOwnershipOf(config, query, await readMlsListingOwnership(deps.db, config, [query], { consistent: true }));
  // A listing an older version stored under this server's id is written once more, to take its alias.
  if (existing && ownership.privateFeed === 'settled' && isUpToDate(existing, listing) && !isAliasDue(config, listing, ownership.current, ownership.alias))
    return outcomeOfEarlierAttempt(existing, logId);
  const now = deps.clock.now().toISOString();
  const mapped = mapMlsListing(listing, { mlsName: config.mlsName });
  const base = existing
    ? ownership.privateFeed === 'taken'
      ? withoutTakenListing(existing)
      : existing
    : newMlsMappingRecord(config.id, listing.listingKey, { logId, now });
  if (!mapped.ok) {
    const syncErrors = mapped.errors.map((error) => error.message);
    const after: TMlsMappingRecord = {
      ...base,
      syncStatus: 'error',
      syncErrors,
      modificationTimestamp: listing.modificationTimestamp,
      changedByLogId: logId,
      changeKind: null,
      raw: listing.raw,
      lastSyncAt: now,
      updatedAt: now,
    };
    await saveMapping(deps, existing, after);
    return { kind: 'refused', field: mapped.errors[0]?.field ?? 'Record', message: `${listing.listingKey}: ${syncErrors.join('; ')}` };
  }

  const { propertyId, role } = ownership;
  const withAliasOf = (write: TMlsListingWrite) => withAlias(config, listing, ownership.alias, write, now);
  if (ownership.owner === 'unproven') {
    await takeFromUnprovenOwner(deps, config, ownership.current, role);
    throw new ListingWriteRaced(`${listing.listingKey} was taken from an owner the MLS did not vouch for`);
  }
  if (ownership.owner === 'another')
    return linkMlsListing(deps, config, { logId, now, withAliasOf }, { listing, existing, base: { ...base, propertyId }, owned: ownership.current, role });

  const mapping = base.propertyId ? base : await reservePropertyId(deps, existing, { ...base, propertyId, syncStatus: 'pending', updatedAt: now });
  // What was read above: a listing written at this id since makes the write's condition fail (ListingWriteRaced), and the retry reads it.
  const before = ownership.current;
  const isNew = !before || mapping.syncStatus === 'pending' || (mapping.changedByLogId === logId && mapping.changeKind === 'created');
  let allowed = withinAllowance(mapped.value, before, run.allowance);
  const photos = await photosFor(deps, config, mapping, before, allowed.mapped, propertyId);
  const ours = new Set(mapping.openHouseIds);
  const storedOpenHouses = before ? await listOpenHousesOfProperty(deps.db, before.id) : [];
  const agentOpenHouses = storedOpenHouses.filter((openHouse) => !ours.has(openHouse.id));
  const writeOf = ({ mapped: value, heldAsDraftReason }: TAllowedListing) =>
    withAliasOf(
      listingWriteOf(
        config,
        { listing, mapped: value, mapping, isMappingStored: true, before, photos, storedOpenHouses, agentOpenHouses, heldAsDraftReason, role },
        { logId, isNew, now },
      ),
    );
  const limits = { activeListingLimit: run.allowance.activeListingLimit };
  let write = writeOf(allowed);
  let isWritten: boolean;
  try {
    isWritten = await writeMlsListings(deps.db, [write], limits);
  } catch (error) {
    if (!(error instanceof ActiveListingLimitReached)) throw error;
    // A publish elsewhere (the listing screen, another sync) took the last place after the allowance was read.
    allowed = heldAsDraft(mapped.value, run.allowance.refuse(listing.listingKey));
    write = writeOf(allowed);
    isWritten = await writeMlsListings(deps.db, [write], limits);
  }
  if (!isWritten) throw new ListingWriteRaced(`${listing.listingKey} was written meanwhile`);
  listingChanged(propertyId);
  await enqueueListingEvents(deps, [{ listingId: propertyId, events: listingEventsOf(write.property.before, write.property.after) }]);
  return { kind: isNew ? 'created' : 'updated', heldAsDraftReason: allowed.heldAsDraftReason };
}

/** Links this configuration to a listing another configuration owns (see `linkWriteOf`). */
async function linkMlsListing(
  deps: TMlsSyncDeps,
  config: TSyncConfig,
  run: { logId: string; now: string; withAliasOf: (write: TMlsListingWrite) => TMlsListingWrite },
  input: { listing: TMlsListing; existing: TMlsMappingRecord | null; base: TMlsMappingRecord; owned: TPropertyRecord; role: TMlsMemberRole },
): Promise<TListingOutcome> {
  const { existing } = input;
  const isNew = !existing || existing.syncStatus !== 'synced' || (existing.changedByLogId === run.logId && existing.changeKind === 'created');
  const linkRun = { logId: run.logId, now: run.now, isNew };
  const write = run.withAliasOf(
    linkWriteOf(config, { listing: input.listing, mapping: input.base, isMappingStored: existing !== null, owned: input.owned, role: input.role }, linkRun),
  );
  if (!(await writeMlsListings(deps.db, [write]))) throw new ListingWriteRaced(`${input.listing.listingKey} was written meanwhile`);
  listingChanged(input.owned.id);
  return { kind: isNew ? 'created' : 'updated', heldAsDraftReason: null };
}

/** A private feed's mapping whose listing another configuration took lets go of it, so the sync makes the feed's own. */
const withoutTakenListing = (mapping: TMlsMappingRecord): TMlsMappingRecord => ({
  ...mapping,
  propertyId: null,
  openHouseIds: [],
  mediaSources: [],
  heldAsDraftReason: null,
});

/** The listing id the MLS listing becomes, written before the listing so every retry uses the same id. */
async function reservePropertyId(deps: TMlsSyncDeps, existing: TMlsMappingRecord | null, reserved: TMlsMappingRecord): Promise<TMlsMappingRecord> {
  if (!existing) {
    const won = await reserveMlsMapping(deps.db, reserved);
    if (!won.propertyId) throw new ListingWriteRaced(`${reserved.mlsListingId} was written meanwhile`);
    return won;
  }
  if (!(await replaceMlsMapping(deps.db, existing, reserved))) throw new ListingWriteRaced(`${reserved.mlsListingId} was written meanwhile`);
  return reserved;
}

async function saveMapping(deps: TMlsSyncDeps, before: TMlsMappingRecord | null, after: TMlsMappingRecord): Promise<void> {
  if (!before) {
    const won = await reserveMlsMapping(deps.db, after);
    if (won !== after) throw new ListingWriteRaced(`${after.mlsListingId} was written meanwhile`);
    return;
  }
  if (!(await replaceMlsMapping(deps.db, before, after))) throw new ListingWriteRaced(`${after.mlsListingId} was written meanwhile`);
}

/** Photos are copied again only when the MLS's photo list changed (or none were kept yet). */
export async function photosFor(
  deps: TMlsSyncDeps,
  config: TSyncConfig,
  mapping: TMlsMappingRecord,
  before: TPropertyRecord | null,
  mapped: TMappedMlsListing,
  propertyId: string,
) {
  const sources = mapped.photos.map((photo) => mediaSourceOf(photo.url));
  const isSame =
    before !== null &&
    before.images.length > 0 &&
    sources.length === mapping.mediaSources.length &&
    sources.every((source, i) => source === mapping.mediaSources[i]);
  if (isSame || !deps.photos) return { images: before?.images ?? [], errors: [] as string[], sources: isSame ? sources : mapping.mediaSources };
  const copied = await copyMlsPhotos({ photos: deps.photos, fetchMedia: deps.fetchMedia }, { userId: config.userId, propertyId, photos: mapped.photos });
  return { images: copied.images, errors: copied.errors, sources };
}
