import { getOpenHousesLastSeenAt } from '../../data/open-house-repository';
import { getSignInForm, type TSignInFormRecord } from '../../data/sign-in-form-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';

export const SIGN_IN_NOT_FOUND = 'This sign-in sheet is not available.';

/** The saved form of an open house that still exists (moved, perhaps) on an active listing; 404 otherwise. */
export async function loadOpenSignInForm(deps: TDeps, openHouseId: string): Promise<{ form: TSignInFormRecord; openHouse: TOpenHouseRecord }> {
  const form = await getSignInForm(deps.db, openHouseId);
  const seenAt = form ? { id: form.openHouseId, propertyId: form.propertyId, startsAt: form.startsAt } : null;
  const openHouse = seenAt ? (await getOpenHousesLastSeenAt(deps.db, [seenAt])).get(seenAt.id) : undefined;
  if (!form || !openHouse || openHouse.listing.status !== 'active') throw notFound(SIGN_IN_NOT_FOUND);
  return { form, openHouse };
}
