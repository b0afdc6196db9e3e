import { getOpenHousesLastSeenAt } from '../../data/open-house-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { repairSavedOpenHouseTimes, type TSavedOpenHouseRecord } from '../../data/saved-open-house-repository';
import type { TDeps } from '../deps';

/**
 * The open houses behind saved records, by id (missing ones were removed by their agent). A record whose
 * open house has other times now (the MLS moved it; its id stays) is repaired to them, so the buyer sees
 * the new times and the next read finds the open house at once; `saved` are the records as repaired.
 */
export async function openHousesOfSaved(
  deps: TDeps,
  records: readonly TSavedOpenHouseRecord[],
): Promise<{ saved: TSavedOpenHouseRecord[]; openHouses: Map<string, TOpenHouseRecord> }> {
  const openHouses = await getOpenHousesLastSeenAt(deps.db, records.map((s) => ({ id: s.openHouseId, propertyId: s.propertyId, startsAt: s.startsAt })));
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
