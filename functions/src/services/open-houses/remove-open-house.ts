import { listOpenHousesOfProperty, removeOpenHouse as deleteOpenHouse } from '../../data/open-house-repository';
import { getProperty } from '../../data/property-repository';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { listingChanged } from '../properties/listing-changed';
import { assertOwner } from '../properties/owner-check';

export const OPEN_HOUSE_NOT_FOUND = 'Open house not found';

/** Removes one open house of the caller's listing (buyers who saved it see it as removed). */
export async function removeOpenHouse(deps: TDeps, auth: TUserActor, input: { id: string; openHouseId: string }): Promise<void> {
  const property = assertOwner(await getProperty(deps.db, input.id), auth);
  const openHouse = (await listOpenHousesOfProperty(deps.db, property.id)).find((oh) => oh.id === input.openHouseId);
  if (!openHouse) throw notFound(OPEN_HOUSE_NOT_FOUND);
  await deleteOpenHouse(deps.db, property, openHouse, deps.clock.now());
  listingChanged(property.id);
}
