import type { TSyncConfig } from '../../mls-trust/sync-config';
import { ulid } from 'ulid';
import type { TMlsListing } from '../../../adapters/mls/mls-client';
import type { TMlsListingWrite } from '../../../data/mls-listing-batch-repository';
import type { TMlsMappingRecord } from '../../../data/mls-records';
import type { TOpenHouseKey } from '../../../data/open-house-repository';
import { buildSearchText, isBrowsable } from '../../../data/property-index-keys';
import type { TOpenHouseRecord, TPropertyRecord } from '../../../data/property-records';
import { newPropertyRecord } from '../../properties/new-property-record';
import { idxDisclaimer } from '../mapping/idx-disclaimer';
import { MLS_OFF_MARKET_STATUS, type TMappedMlsListing } from '../mapping/map-mls-listing';
import type { TPublishAllowance } from '../../subscriptions/publish-allowance';
import { syncedOpenHouses } from './mls-open-houses';
import type { TMlsMemberRole } from '@shared/constants/mls';
import { openHouseSeedOf } from '../../../data/mls-attribution';
import { mlsIdentityOf, withLink } from '../ownership/mls-identity';
import { memberIdOf } from '../ownership/mls-membership';

/**
 * What syncing one MLS listing writes: the listing as the MLS has it now (photos as copied), its open
 * houses, and its mapping marked synced by this run. `isMappingStored`: the mapping is in the table
 * already (an update's, or one reserved first); else it is written with the listing. `storedOpenHouses`:
 * the listing's open-house items as read before, so one the MLS moved or left alone keeps its identity.
 */
export function listingWriteOf(
  config: TSyncConfig,
  input: {
    listing: TMlsListing;
    mapped: TMappedMlsListing;
    mapping: TMlsMappingRecord;
    isMappingStored: boolean;
    before: TPropertyRecord | null;
    photos: { images: string[]; errors: string[]; sources: string[] };
    storedOpenHouses: readonly TOpenHouseRecord[];
    agentOpenHouses: readonly TOpenHouseKey[];
    /** Why an active MLS listing is written as a draft (already applied to `mapped`); null when it is not held. */
    heldAsDraftReason: string | null;
    /** How the configuration's member stands on the listing (its link). */
    role: TMlsMemberRole;
  },
  run: { logId: string; isNew: boolean; now: string },
): TMlsListingWrite {
  const propertyId = input.mapping.propertyId!;
  const listed = listingRecordOf(config, input.before, {
    propertyId,
    listing: input.listing,
    mapped: input.mapped,
    images: input.photos.images,
    role: input.role,
    now: run.now,
  });
  const { openHouses, upcoming, openHouseIds } = syncedOpenHouses({ id: openHouseSeedOf(listed.mls!) }, input.mapping, listed, {
    mapped: input.mapped,
    stored: input.storedOpenHouses,
    agentOpenHouses: input.agentOpenHouses,
    now: new Date(run.now),
  });
  return {
    property: { before: input.before, after: { ...listed, upcomingOpenHouses: upcoming } },
    mapping: {
      before: input.isMappingStored ? input.mapping : null,
      after: { ...syncedMapping(input.mapping, input.listing, input.photos, run), openHouseIds, heldAsDraftReason: input.heldAsDraftReason },
    },
    openHouses,
  };
}

/**
 * The mapped listing as the account may have it: an MLS listing that would newly go public, or newly
 * count toward the plan (an off-market one coming back on the market), stays a draft when the account
 * may not publish it (`reason` from its publish allowance).
 */
export function withinAllowance(mapped: TMappedMlsListing, before: TPropertyRecord | null, allowance: TPublishAllowance): TAllowedListing {
  const wouldGoPublic = mapped.listing.status === 'active' && before?.status !== 'active';
  const wouldCount = isBrowsable(mapped.listing) && !(before !== null && isBrowsable(before));
  if (!wouldGoPublic && !wouldCount) return { mapped, heldAsDraftReason: null };
  const reason = allowance.take(mapped.listingKey);
  return reason ? heldAsDraft(mapped, reason) : { mapped, heldAsDraftReason: null };
}

/** The mapped listing written as a draft, with the reason it is not published. */
export const heldAsDraft = (mapped: TMappedMlsListing, reason: string): TAllowedListing => ({
  mapped: { ...mapped, listing: { ...mapped.listing, status: MLS_OFF_MARKET_STATUS } },
  heldAsDraftReason: reason,
});

export type TAllowedListing = { mapped: TMappedMlsListing; heldAsDraftReason: string | null };

/** The mapping once its listing is written: this version synced, by this run. */
function syncedMapping(
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
    linkedUserId: null,
    mediaSources: photos.sources,
    raw: listing.raw,
    lastSyncAt: run.now,
    updatedAt: run.now,
  };
}

/**
 * The listing as the MLS has it now (written by its owning configuration): a new record, or `before` with
 * the MLS's fields and photos; the links of other configurations kept, this one's role as the MLS says now.
 */
function listingRecordOf(
  config: TSyncConfig,
  before: TPropertyRecord | null,
  input: { propertyId: string; listing: Pick<TMlsListing, 'raw'>; mapped: TMappedMlsListing; images: string[]; role: TMlsMemberRole; now: string },
): TPropertyRecord {
  const { listing, idx } = input.mapped;
  const mls = {
    configId: config.id,
    links: withLink(before?.mls?.links ?? [], { userId: config.userId, configId: config.id, role: input.role, memberId: memberIdOf(config, input.role) }),
    // A listing imported before MLS identities keeps the seed its open houses were made with.
    idSeed: before ? (before.mls?.idSeed ?? null) : mlsIdentityOf(config),
    aliasId: before?.mls?.aliasId ?? null,
    leftFeedAt: null,
    isPrivateFeed: config.registeredIdentity === null,
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

/**
 * What a configuration writes on reaching a listing another configuration owns: its mapping (linked,
 * pointing to that listing) and the listing with its link added or its role updated. The listing's MLS
 * fields, photos, open houses and counters are the owner's to write, so nothing else changes (and no
 * counter moves: the listing counts toward its owner's plan only).
 */
export function linkWriteOf(
  config: TSyncConfig,
  input: { listing: TMlsListing; mapping: TMlsMappingRecord; isMappingStored: boolean; owned: TPropertyRecord; role: TMlsMemberRole },
  run: { logId: string; isNew: boolean; now: string },
): TMlsListingWrite {
  const { owned } = input;
  const links = withLink(owned.mls!.links, { userId: config.userId, configId: config.id, role: input.role, memberId: memberIdOf(config, input.role) });
  const isSame = JSON.stringify(links) === JSON.stringify(owned.mls!.links);
  const after = isSame ? owned : { ...owned, mls: { ...owned.mls!, links }, updatedAt: run.now };
  const mapping: TMlsMappingRecord = {
    ...syncedMapping(input.mapping, input.listing, { errors: [], sources: [] }, run),
    propertyId: owned.id,
    // Listed among the account's linked listings, unless the account owns the listing through another configuration.
    linkedUserId: owned.userId === config.userId ? null : config.userId,
    raw: input.listing.raw,
    openHouseIds: [],
    heldAsDraftReason: null,
  };
  return {
    property: { before: owned, after },
    mapping: { before: input.isMappingStored ? input.mapping : null, after: mapping },
    openHouses: { puts: [], deletes: [], snapshots: [] },
  };
}
