import { getOpenHousesLastSeenAt } from '../../data/open-house-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { getActivePropertyIds } from '../../data/property-repository';
import { repairSavedOpenHouseTimes, type TSavedOpenHouseRecord } from '../../data/saved-open-house-repository';
import type { TDeps } from '../deps';

/**
 * The open houses behind saved records that are public now, by id: missing are those their agent removed,
 * and those of a listing that is no longer published (back to draft, or deleted), whose details (even
 * edited since) are not the buyer's to see. A record whose open house has other times now (the MLS moved
 * it; its id stays) is repaired to them, so the buyer sees the new times and the next read finds the open
 * house at once; `saved` are the records as repaired.
 */
export async function openHousesOfSaved(
  deps: TDeps,
  records: readonly TSavedOpenHouseRecord[],
): Promise<{ saved: TSavedOpenHouseRecord[]; openHouses: Map<string, TOpenHouseRecord> }> {
  const [found, published] = await Promise.all([
    getOpenHousesLastSeenAt(
      deps.db,
      records.map((s) => ({ id: s.openHouseId, propertyId: s.propertyId, startsAt: s.startsAt })),
    ),
    records.length
      ? getActivePropertyIds(
          deps.db,
          records.map((s) => s.propertyId),
        )
      : new Set<string>(),
  ]);
  const openHouses = new Map([...found].filter(([, openHouse]) => published.has(openHouse.propertyId)));
  const saved = await Promise.all(
    records.map(async (s) => {
      const openHouse = openHouses.get(s.openHouseId);
      if (!openHouse || (openHouse.startsAt === s.startsAt && openHouse.endsAt === s.endsAt)) return s;
      await repairSavedOpenHouseTimes(deps.db, s, openHouse);
      return { ...s, startsAt: openHouse.startsAt, endsAt: openHouse.endsAt };
    }),
  );
  return { saved, openHouses };
}
