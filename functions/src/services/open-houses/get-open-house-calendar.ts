import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import { notFound } from '../../platform/app-error';
import type { TActor } from '../actor';
import { buildOpenHouseCalendar } from '../calendar/open-house-calendar';
import type { TDeps } from '../deps';
import { readListing } from '../properties/listing-read-cache';
import { assertVisible } from '../properties/owner-check';
import { OPEN_HOUSE_NOT_FOUND } from './remove-open-house';

/** The .ics file of one open house of a visible listing. */
export async function getOpenHouseCalendar(deps: TDeps, auth: TActor, input: { id: string; openHouseId: string; siteOrigin: string }): Promise<string> {
  assertVisible((await readListing(deps, input.id)).property, auth);
  const openHouse = (await listOpenHousesOfProperty(deps.db, input.id)).find((oh) => oh.id === input.openHouseId);
  if (!openHouse) throw notFound(OPEN_HOUSE_NOT_FOUND);
  return buildOpenHouseCalendar([openHouse], { now: deps.clock.now(), siteOrigin: input.siteOrigin });
}
