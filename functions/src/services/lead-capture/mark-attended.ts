import { getSavedOpenHouse, putSavedOpenHouse, transitionSavedOpenHouse } from '../../data/saved-open-house-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

/** A signed-in visitor who signs in at the door attended: their saved open house says so (saved now if it was not). */
export async function markAttended(deps: TDeps, auth: TUserActor, openHouse: TOpenHouseRecord): Promise<void> {
  const now = deps.clock.now().toISOString();
  const saved = await getSavedOpenHouse(deps.db, auth.user.id, openHouse.id);
  if (saved?.status === 'attended') return;
  if (saved) {
    await transitionSavedOpenHouse(deps.db, { userId: auth.user.id, openHouseId: openHouse.id, from: saved.status, to: 'attended', now });
    return;
  }
  await putSavedOpenHouse(deps.db, {
    userId: auth.user.id,
    openHouseId: openHouse.id,
    propertyId: openHouse.propertyId,
    startsAt: openHouse.startsAt,
    endsAt: openHouse.endsAt,
    timeZone: openHouse.listing.timeZone,
    status: 'attended',
    createdAt: now,
    updatedAt: now,
  });
}
