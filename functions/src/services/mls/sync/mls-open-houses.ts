import { isDeepStrictEqual } from 'node:util';
import { repeatableUlid } from '../../../platform/repeatable-ulid';
import { listingSnapshotOf, pruneEnded, toOpenHouseRef } from '../../../data/listing-snapshot';
import type { TMlsListingOpenHouses } from '../../../data/mls-listing-batch-repository';
import type { TMlsConfigurationRecord, TMlsMappingRecord } from '../../../data/mls-records';
import type { TOpenHouseKey } from '../../../data/open-house-repository';
import type { TOpenHouseRecord, TPropertyRecord } from '../../../data/property-records';
import type { TMappedMlsListing } from '../mapping/map-mls-listing';

/** Open houses a synced listing keeps from its MLS at most (a card and the map show the next few). */
const MLS_OPEN_HOUSES_PER_LISTING = 10;

/**
 * The id an MLS open house always gets, ULID-shaped, so every sync and every retry writes the same item.
 * With the MLS's own key: a zero time then a hash of the configuration, the listing and that key, so an
 * open house the MLS moves keeps its id (its calendar UID, saves and sign-in sheet). Without one its
 * start time is all that tells it apart: that time, then a hash of it.
 */
export function mlsOpenHouseId(configId: string, listingKey: string, openHouse: { key: string | null; startsAt: string }): string {
  if (openHouse.key !== null) return repeatableUlid(0, configId, listingKey, openHouse.key);
  return repeatableUlid(Date.parse(openHouse.startsAt), configId, listingKey, openHouse.startsAt);
}

/**
 * The listing's open houses after a sync: the MLS's upcoming ones written (the listing's card copy with
 * them), ours from an earlier sync that the MLS no longer has deleted, the agent's own kept with a fresh
 * card copy, and the listing's upcoming list rebuilt from both. `stored`: the listing's open-house items
 * as read before (none for a new listing). One the MLS moved keeps its id: its item at the old start is
 * deleted and written at the new one, keeping `createdAt`; a written one that changed gets `updatedAt`
 * now (calendars raise SEQUENCE from it), an unchanged one keeps its own.
 */
export function syncedOpenHouses(
  config: Pick<TMlsConfigurationRecord, 'id'>,
  mapping: Pick<TMlsMappingRecord, 'openHouseIds'>,
  after: TPropertyRecord,
  input: {
    mapped: Pick<TMappedMlsListing, 'listingKey' | 'openHouses'>;
    stored: readonly TOpenHouseRecord[];
    agentOpenHouses: readonly TOpenHouseKey[];
    now: Date;
  },
): { openHouses: TMlsListingOpenHouses; upcoming: TPropertyRecord['upcomingOpenHouses']; openHouseIds: string[] } {
  const listing = listingSnapshotOf(after);
  const storedById = new Map(input.stored.map((openHouse) => [openHouse.id, openHouse]));
  const puts: TOpenHouseRecord[] = input.mapped.openHouses
    .filter((openHouse) => openHouse.endsAt > input.now.toISOString())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, MLS_OPEN_HOUSES_PER_LISTING)
    .map((openHouse) => {
      const id = mlsOpenHouseId(config.id, input.mapped.listingKey, openHouse);
      const fields = {
        id,
        propertyId: after.id,
        userId: after.userId,
        startsAt: openHouse.startsAt,
        endsAt: openHouse.endsAt,
        notes: openHouse.notes,
        listing,
      };
      return withTimestamps(fields, storedById.get(id), input.now.toISOString());
    });
  const written = new Set(puts.map((openHouse) => `${openHouse.id}|${openHouse.startsAt}`));
  const putIds = new Set(puts.map((openHouse) => openHouse.id));
  const ours = new Set(mapping.openHouseIds);
  const gone = [
    ...after.upcomingOpenHouses.filter((ref) => ours.has(ref.id)),
    // A moved one whose old time has ended is no longer in the upcoming list.
    ...puts.flatMap((openHouse) => storedById.get(openHouse.id) ?? []),
  ].filter((ref) => !written.has(`${ref.id}|${ref.startsAt}`));
  const deletes = [...new Map(gone.map((ref) => [`${ref.id}|${ref.startsAt}`, { id: ref.id, propertyId: after.id, startsAt: ref.startsAt }])).values()];
  const agentRefs = after.upcomingOpenHouses.filter((ref) => !ours.has(ref.id));
  return {
    // An ended one of ours may be among the agent's to the caller: moved, it is deleted and may not be updated too.
    openHouses: { puts, deletes, snapshots: input.agentOpenHouses.filter((openHouse) => !putIds.has(openHouse.id)) },
    upcoming: pruneEnded([...agentRefs, ...puts.map(toOpenHouseRef)], input.now),
    openHouseIds: puts.map((openHouse) => openHouse.id),
  };
}

/** An MLS open house as written: new, or its stored item's `createdAt` kept and `updatedAt` now if anything of it changed. */
function withTimestamps(fields: Omit<TOpenHouseRecord, 'createdAt' | 'updatedAt'>, stored: TOpenHouseRecord | undefined, now: string): TOpenHouseRecord {
  if (!stored) return { ...fields, createdAt: now };
  const isSame =
    stored.startsAt === fields.startsAt &&
    stored.endsAt === fields.endsAt &&
    stored.notes === fields.notes &&
    isDeepStrictEqual(stored.listing, fields.listing);
  const updatedAt = isSame ? stored.updatedAt : now;
  return { ...fields, createdAt: stored.createdAt, ...(updatedAt ? { updatedAt } : {}) };
}
