import { ulid } from 'ulid';
import type { TMlsListing } from '../../adapters/mls/mls-client';
import { getMlsMapping, replaceMlsMapping, reserveMlsMapping } from '../../data/mls-mapping-repository';
import type { TMlsConfigurationRecord, TMlsMappingRecord } from '../../data/mls-records';
import { writeMlsListings, type TMlsListingWrite } from '../../data/mls-listing-batch-repository';
import { listOpenHousesOfProperty, type TOpenHouseKey } from '../../data/open-house-repository';
import { buildSearchText } from '../../data/property-index-keys';
import type { TPropertyRecord } from '../../data/property-records';
import { getProperty } from '../../data/property-repository';
import { listingChanged } from '../properties/listing-changed';
import { newPropertyRecord } from '../properties/new-property-record';
import { copyMlsPhotos, mediaSourceOf } from './copy-mls-photos';
import { idxDisclaimer } from './idx-disclaimer';
import { mapMlsListing, type TMappedMlsListing } from './map-mls-listing';
import { syncedOpenHouses } from './mls-open-houses';
import type { TMlsSyncDeps } from './mls-sync-deps';

/** What one listing did in a run: counted once per run, whatever retries it took. */
export type TListingOutcome = { kind: 'created' | 'updated' | 'unchanged' } | { kind: 'error'; message: string };

/** A write that lost a race with another writer of the same listing; the caller retries the listing. */
export class ListingWriteRaced extends Error {}

/** A mapping already holding this version of the listing (or a newer one): syncing it again changes nothing. */
export const isUpToDate = (existing: TMlsMappingRecord, listing: TMlsListing): boolean =>
  existing.syncStatus !== 'pending' && existing.inFeed && existing.modificationTimestamp !== null && existing.modificationTimestamp >= listing.modificationTimestamp;

export const outcomeOfEarlierAttempt = (mapping: TMlsMappingRecord, logId: string): TListingOutcome => {
  if (mapping.changedByLogId !== logId) return { kind: 'unchanged' };
  if (mapping.syncStatus === 'error') return { kind: 'error', message: `${mapping.mlsListingId}: ${mapping.syncErrors.join('; ')}` };
  return { kind: mapping.changeKind ?? 'unchanged' };
};

/**
 * Brings one MLS listing into our listings, idempotently: keyed by (configuration, ListingKey), and a
 * ModificationTimestamp not newer than the one synced is a no-op (reads only). A listing id is reserved
 * in the mapping before the listing is written, so a retry after any failed write updates the same
 * listing instead of adding a second. Data the mapping refuses marks the mapping `error` with reasons.
 */
export async function syncMlsListing(deps: TMlsSyncDeps, config: TMlsConfigurationRecord, logId: string, listing: TMlsListing): Promise<TListingOutcome> {
  const existing = await getMlsMapping(deps.db, config.id, listing.listingKey);
  if (existing && isUpToDate(existing, listing)) return outcomeOfEarlierAttempt(existing, logId);
  const now = deps.clock.now().toISOString();
  const mapped = mapMlsListing(listing, { mlsName: config.mlsName });
  const base = existing ?? newMlsMapping(config, listing, { logId, now });
  if (!mapped.ok) {
    const syncErrors = mapped.errors.map((error) => error.message);
    const after: TMlsMappingRecord = { ...base, syncStatus: 'error', syncErrors, modificationTimestamp: listing.modificationTimestamp, changedByLogId: logId, changeKind: null, raw: listing.raw, lastSyncAt: now, updatedAt: now };
    await saveMapping(deps, existing, after);
    return { kind: 'error', message: `${listing.listingKey}: ${syncErrors.join('; ')}` };
  }

  const mapping = base.propertyId ? base : await reservePropertyId(deps, existing, { ...base, propertyId: ulid(), syncStatus: 'pending', updatedAt: now });
  const propertyId = mapping.propertyId!;
  const before = await getProperty(deps.db, propertyId);
  const isNew = !before || mapping.syncStatus === 'pending' || (mapping.changedByLogId === logId && mapping.changeKind === 'created');
  const photos = await photosFor(deps, config, mapping, before, mapped.value, propertyId);
  const ours = new Set(mapping.openHouseIds);
  const agentOpenHouses = before ? (await listOpenHousesOfProperty(deps.db, before.id)).filter((openHouse) => !ours.has(openHouse.id)) : [];
  const write = listingWriteOf(config, { listing, mapped: mapped.value, mapping, isMappingStored: true, before, photos, agentOpenHouses }, { logId, isNew, now });
  if (!(await writeMlsListings(deps.db, [write]))) throw new ListingWriteRaced(`${listing.listingKey} was written meanwhile`);
  listingChanged(propertyId);
  return { kind: isNew ? 'created' : 'updated' };
}

/**
 * What syncing one MLS listing writes: the listing as the MLS has it now (photos as copied), its open
 * houses, and its mapping marked synced by this run. `isMappingStored`: the mapping is in the table
 * already (an update's, or one reserved first); else it is written with the listing.
 */
export function listingWriteOf(
  config: TMlsConfigurationRecord,
  input: {
    listing: TMlsListing;
    mapped: TMappedMlsListing;
    mapping: TMlsMappingRecord;
    isMappingStored: boolean;
    before: TPropertyRecord | null;
    photos: { images: string[]; errors: string[]; sources: string[] };
    agentOpenHouses: readonly TOpenHouseKey[];
  },
  run: { logId: string; isNew: boolean; now: string },
): TMlsListingWrite {
  const propertyId = input.mapping.propertyId!;
  const listed = listingRecordOf(config, input.before, { propertyId, mapped: input.mapped, images: input.photos.images, now: run.now });
  const { openHouses, upcoming, openHouseIds } = syncedOpenHouses(config, input.mapping, listed, { mapped: input.mapped, agentOpenHouses: input.agentOpenHouses, now: new Date(run.now) });
  return {
    property: { before: input.before, after: { ...listed, upcomingOpenHouses: upcoming } },
    mapping: { before: input.isMappingStored ? input.mapping : null, after: { ...syncedMapping(input.mapping, input.listing, input.photos, run), openHouseIds } },
    openHouses,
  };
}

/** The mapping of an MLS listing seen for the first time: no listing id yet. */
export function newMlsMapping(config: TMlsConfigurationRecord, listing: TMlsListing, run: { logId: string; now: string }): TMlsMappingRecord {
  return {
    mlsConfigId: config.id,
    mlsListingId: listing.listingKey,
    propertyId: null,
    mlsClass: 'Property',
    syncStatus: 'pending',
    syncErrors: [],
    modificationTimestamp: null,
    changedByLogId: run.logId,
    changeKind: null,
    inFeed: true,
    mediaSources: [],
    openHouseIds: [],
    raw: null,
    lastSyncAt: null,
    createdAt: run.now,
    updatedAt: run.now,
  };
}

/** The mapping once its listing is written: this version synced, by this run. */
export function syncedMapping(
  mapping: TMlsMappingRecord,
  listing: TMlsListing,
  photos: { errors: string[]; sources: string[] },
  run: { logId: string; isNew: boolean; now: string },
): TMlsMappingRecord {
  return {
    ...mapping,
    syncStatus: 'synced',
    syncErrors: photos.errors,
    modificationTimestamp: listing.modificationTimestamp,
    changedByLogId: run.logId,
    changeKind: run.isNew ? 'created' : 'updated',
    inFeed: true,
    mediaSources: photos.sources,
    raw: listing.raw,
    lastSyncAt: run.now,
    updatedAt: run.now,
  };
}

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
export async function photosFor(deps: TMlsSyncDeps, config: TMlsConfigurationRecord, mapping: TMlsMappingRecord, before: TPropertyRecord | null, mapped: TMappedMlsListing, propertyId: string) {
  const sources = mapped.photos.map((photo) => mediaSourceOf(photo.url));
  const isSame = before !== null && before.images.length > 0 && sources.length === mapping.mediaSources.length && sources.every((source, i) => source === mapping.mediaSources[i]);
  if (isSame || !deps.photos) return { images: before?.images ?? [], errors: [] as string[], sources: isSame ? sources : mapping.mediaSources };
  const copied = await copyMlsPhotos({ photos: deps.photos, fetchMedia: deps.fetchMedia }, { userId: config.userId, propertyId, photos: mapped.photos });
  return { images: copied.images, errors: copied.errors, sources };
}

/** The listing as the MLS has it now: a new record, or `before` with the MLS's fields and photos. */
export function listingRecordOf(
  config: TMlsConfigurationRecord,
  before: TPropertyRecord | null,
  input: { propertyId: string; mapped: TMappedMlsListing; images: string[]; now: string },
): TPropertyRecord {
  const { listing, idx } = input.mapped;
  const mls = {
    configId: config.id,
    listingKey: input.mapped.listingKey,
    mlsName: idx.mlsName,
    listOfficeName: idx.listOfficeName,
    listAgentFullName: idx.listAgentFullName,
    lastUpdatedAt: idx.lastUpdatedAt,
    disclaimer: idxDisclaimer(idx.mlsName),
    isAddressDisplayed: idx.isAddressDisplayed,
    synced: true,
  };
  const media = { images: input.images, photoCount: input.images.length };
  if (!before) {
    const { property } = newPropertyRecord(listing, { userId: config.userId, propertyId: input.propertyId, openHouseId: ulid() }, new Date(input.now));
    return { ...property, ...media, mls };
  }
  return { ...before, ...listing, ...media, searchText: buildSearchText(listing), mls, updatedAt: input.now };
}
