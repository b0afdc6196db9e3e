import { getOpenHousesLastSeenAt } from '../../data/open-house-repository';
import { getSignInForm, repairSignInFormStart, type TSignInFormRecord } from '../../data/sign-in-form-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';

export const SIGN_IN_NOT_FOUND = 'This sign-in sheet is not available.';

/**
 * The saved form of an open house that still exists on an active listing; 404 otherwise. An open house
 * the MLS moved is found in its listing's partition once: the form then remembers its new start, so the
 * visitors after that read it at its key again.
 */
export async function loadOpenSignInForm(deps: TDeps, openHouseId: string): Promise<{ form: TSignInFormRecord; openHouse: TOpenHouseRecord }> {
  const form = await getSignInForm(deps.db, openHouseId);
  const seenAt = form ? { id: form.openHouseId, propertyId: form.propertyId, startsAt: form.startsAt } : null;
  const openHouse = seenAt ? (await getOpenHousesLastSeenAt(deps.db, [seenAt])).get(seenAt.id) : undefined;
  if (!form || !openHouse || openHouse.listing.status !== 'active') throw notFound(SIGN_IN_NOT_FOUND);
  if (openHouse.startsAt === form.startsAt) return { form, openHouse };
  await repairSignInFormStart(deps.db, form, openHouse.startsAt);
  return { form: { ...form, startsAt: openHouse.startsAt }, openHouse };
}
