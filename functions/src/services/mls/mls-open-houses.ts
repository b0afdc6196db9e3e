import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import { listingSnapshotOf, pruneEnded, toOpenHouseRef } from '../../data/listing-snapshot';
import type { TMlsListingOpenHouses } from '../../data/mls-listing-batch-repository';
import type { TMlsConfigurationRecord, TMlsMappingRecord } from '../../data/mls-records';
import type { TOpenHouseKey } from '../../data/open-house-repository';
import type { TOpenHouseRecord, TPropertyRecord } from '../../data/property-records';
import type { TMappedMlsListing } from './map-mls-listing';

/** Open houses a synced listing keeps from its MLS at most (a card and the map show the next few). */
const MLS_OPEN_HOUSES_PER_LISTING = 10;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The id an MLS open house always gets: ULID-shaped (its start time, then a hash of the configuration,
 * the listing and the MLS's own key), so every sync and every retry writes the same item.
 */
export function mlsOpenHouseId(configId: string, listingKey: string, openHouse: { key: string | null; startsAt: string }): string {
  return encodeTime(Date.parse(openHouse.startsAt), 10) + hashTail(configId, listingKey, openHouse.key ?? openHouse.startsAt);
}

/**
 * The id an MLS listing always gets: ULID-shaped, a zero time (the id says nothing of when it was made;
 * `createdAt` does) then a hash of the configuration and the ListingKey, so the photos copied before the
 * listing is written and every retry use one id, with nothing to reserve first.
 */
export const mlsPropertyId = (configId: string, listingKey: string): string => encodeTime(0, 10) + hashTail(configId, listingKey);

/** Sixteen Crockford characters of a hash of `parts`: the random half of a ULID, made repeatable. */
function hashTail(...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return Array.from(digest.subarray(0, 16), (byte) => CROCKFORD[byte % 32]).join('');
}

/**
 * The listing's open houses after a sync: the MLS's upcoming ones written (the listing's card copy with
 * them), ours from an earlier sync that the MLS no longer has deleted, the agent's own kept with a fresh
 * card copy, and the listing's upcoming list rebuilt from both.
 */
export function syncedOpenHouses(
  config: TMlsConfigurationRecord,
  mapping: TMlsMappingRecord,
  after: TPropertyRecord,
  input: { mapped: TMappedMlsListing; agentOpenHouses: readonly TOpenHouseKey[]; now: Date },
): { openHouses: TMlsListingOpenHouses; upcoming: TPropertyRecord['upcomingOpenHouses']; openHouseIds: string[] } {
  const listing = listingSnapshotOf(after);
  const puts: TOpenHouseRecord[] = input.mapped.openHouses
    .filter((openHouse) => openHouse.endsAt > input.now.toISOString())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, MLS_OPEN_HOUSES_PER_LISTING)
    .map((openHouse) => ({
      id: mlsOpenHouseId(config.id, input.mapped.listingKey, openHouse),
      propertyId: after.id,
      userId: after.userId,
      startsAt: openHouse.startsAt,
      endsAt: openHouse.endsAt,
      notes: openHouse.notes,
      createdAt: input.now.toISOString(),
      listing,
    }));
  const written = new Set(puts.map((openHouse) => `${openHouse.id}|${openHouse.startsAt}`));
  const ours = new Set(mapping.openHouseIds);
  const deletes = after.upcomingOpenHouses
    .filter((ref) => ours.has(ref.id) && !written.has(`${ref.id}|${ref.startsAt}`))
    .map((ref) => ({ id: ref.id, propertyId: after.id, startsAt: ref.startsAt }));
  const agentRefs = after.upcomingOpenHouses.filter((ref) => !ours.has(ref.id));
  return {
    openHouses: { puts, deletes, snapshots: [...input.agentOpenHouses] },
    upcoming: pruneEnded([...agentRefs, ...puts.map(toOpenHouseRef)], input.now),
    openHouseIds: puts.map((openHouse) => openHouse.id),
  };
}
