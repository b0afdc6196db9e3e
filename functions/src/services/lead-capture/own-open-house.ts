import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import { getProperty } from '../../data/property-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertOwner } from '../properties/owner-check';

export const OPEN_HOUSE_NOT_FOUND = 'Open house not found';

/** An open house of the caller's own listing (404 for a missing one, 403 for another agent's listing). */
export async function loadOwnOpenHouse(deps: TDeps, auth: TUserActor, input: { id: string; openHouseId: string }): Promise<TOpenHouseRecord> {
  // Both reads at once: the open houses are only used once the listing proved to be the caller's.
  const [property, openHouses] = await Promise.all([getProperty(deps.db, input.id), listOpenHousesOfProperty(deps.db, input.id)]);
  assertOwner(property, auth);
  const openHouse = openHouses.find((oh) => oh.id === input.openHouseId);
  if (!openHouse) throw notFound(OPEN_HOUSE_NOT_FOUND);
  return openHouse;
}
