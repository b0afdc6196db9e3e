import type { TSavedOpenHouseStatus } from '@shared/constants/open-house';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import {
  deleteSavedOpenHouse,
  getSavedOpenHouse,
  listSavedOpenHouses as listSavedRecords,
  putSavedOpenHouse,
  transitionSavedOpenHouse,
} from '../../data/saved-open-house-repository';
import { conflict, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { readListing } from '../properties/listing-read-cache';
import { openHousesOfSaved } from './open-houses-of-saved';
import { assertVisible } from '../properties/owner-check';
import { transitionProblem } from './saved-open-house-transitions';
import { toSavedOpenHouseView } from './to-saved-open-house-view';

export const SAVED_NOT_FOUND = 'Saved open house not found';

/** The caller's saved open houses with their listings' card fields, soonest first. */
export async function listSavedOpenHouses(deps: TDeps, auth: TUserActor): Promise<TSavedOpenHouse[]> {
  const { saved, openHouses } = await openHousesOfSaved(deps, await listSavedRecords(deps.db, auth.user.id));
  return saved.map((s) => toSavedOpenHouseView(s, openHouses.get(s.openHouseId))).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * Saves an open house of a listing the caller can see (status interested; saving twice keeps the first).
 * 1. the listing must be visible and the open house must belong to it and not have ended
 * 2. store the saved record with the open house's times
 */
export async function saveOpenHouse(deps: TDeps, auth: TUserActor, input: { propertyId: string; openHouseId: string }): Promise<TSavedOpenHouse> {
  assertVisible((await readListing(deps, input.propertyId)).property, auth);
  const openHouse = (await listOpenHousesOfProperty(deps.db, input.propertyId)).find((oh) => oh.id === input.openHouseId);
  const now = deps.clock.now().toISOString();
  if (!openHouse || openHouse.endsAt <= now) throw notFound('Open house not found');
  const record = await putSavedOpenHouse(deps.db, {
    userId: auth.user.id,
    openHouseId: openHouse.id,
    propertyId: openHouse.propertyId,
    startsAt: openHouse.startsAt,
    endsAt: openHouse.endsAt,
    timeZone: openHouse.listing.timeZone,
    status: 'interested',
    createdAt: now,
    updatedAt: now,
  });
  return toSavedOpenHouseView(record, openHouse);
}

/** Moves a saved open house to another status if the spec's transitions allow it (409 otherwise). */
export async function updateSavedOpenHouseStatus(
  deps: TDeps,
  auth: TUserActor,
  input: { openHouseId: string; status: TSavedOpenHouseStatus },
): Promise<TSavedOpenHouse> {
  const record = await getSavedOpenHouse(deps.db, auth.user.id, input.openHouseId);
  if (!record) throw notFound(SAVED_NOT_FOUND);
  const {
    saved: [saved = record],
    openHouses,
  } = await openHousesOfSaved(deps, [record]);
  const now = deps.clock.now();
  const problem = transitionProblem(saved.status, input.status, { hasStarted: new Date(saved.startsAt).getTime() <= now.getTime() });
  if (problem) throw conflict(problem);
  if (saved.status !== input.status) {
    const moved = await transitionSavedOpenHouse(deps.db, {
      userId: auth.user.id,
      openHouseId: input.openHouseId,
      from: saved.status,
      to: input.status,
      now: now.toISOString(),
    });
    if (!moved) throw conflict('This open house was changed meanwhile. Reload and try again.');
  }
  const updated = { ...saved, status: input.status, updatedAt: now.toISOString() };
  return toSavedOpenHouseView(updated, openHouses.get(updated.openHouseId));
}

/** Removes a saved open house at any time (removing one that is not saved is a no-op). */
export async function removeSavedOpenHouse(deps: TDeps, auth: TUserActor, input: { openHouseId: string }): Promise<void> {
  await deleteSavedOpenHouse(deps.db, auth.user.id, input.openHouseId);
}
