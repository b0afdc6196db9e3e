import { DAY_PLAN_MAX_STOPS } from '@shared/schemas/day-plan.schema';
import { zonedDate } from '@shared/time/zoned-time';
import type { TOpenHouseRecord } from '../../data/property-records';
import { listSavedOpenHouses } from '../../data/saved-open-house-repository';
import type { TDeps } from '../deps';
import { openHousesOfSaved } from '../saved-open-houses/open-houses-of-saved';

const localDateOf = (openHouse: TOpenHouseRecord) => zonedDate(new Date(openHouse.startsAt), openHouse.listing.timeZone);

/**
 * A buyer's saved open houses as they are now (moved ones at their new times; removed ones, those of
 * unpublished listings and cancelled RSVPs left out), by opening time.
 */
export async function currentSavedOpenHouses(deps: TDeps, userId: string): Promise<TOpenHouseRecord[]> {
  const records = (await listSavedOpenHouses(deps.db, userId)).filter((saved) => saved.status !== 'cancelled');
  const { saved, openHouses } = await openHousesOfSaved(deps, records);
  return saved.flatMap((s) => openHouses.get(s.openHouseId) ?? []).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The stops of a day: the saved open houses starting that day in their listing's zone (the first DAY_PLAN_MAX_STOPS). */
export async function dayStopsOf(deps: TDeps, userId: string, date: string): Promise<TOpenHouseRecord[]> {
  return (await currentSavedOpenHouses(deps, userId)).filter((openHouse) => localDateOf(openHouse) === date).slice(0, DAY_PLAN_MAX_STOPS);
}

/** Days with saved open houses that have not ended, with how many, soonest first. */
export async function daysWithSavedOpenHouses(deps: TDeps, userId: string): Promise<{ date: string; openHouseCount: number }[]> {
  const now = deps.clock.now().toISOString();
  const counts = new Map<string, number>();
  for (const openHouse of await currentSavedOpenHouses(deps, userId)) {
    if (openHouse.endsAt <= now) continue;
    const date = localDateOf(openHouse);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return [...counts].map(([date, openHouseCount]) => ({ date, openHouseCount })).sort((a, b) => a.date.localeCompare(b.date));
}
