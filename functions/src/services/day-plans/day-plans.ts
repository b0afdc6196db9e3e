import type { TDayPlan, TPlanDaysResponse, TSaveDayPlanRequest } from '@shared/schemas/day-plan.schema';
import { getDayPlan as getDayPlanRecord, listDayPlanDates, saveDayPlanChoices, type TDayPlanRecord } from '../../data/day-plan-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { buildDayPlanView, seenOf } from './day-plan-view';
import { dayStopsOf, daysWithSavedOpenHouses } from './day-stops';
import { shareUrlOf, type TShareLinks } from './share-links';

export const NO_OPEN_HOUSES_THAT_DAY = 'You have no saved open houses on that day.';

/** The days the buyer can plan (those with saved open houses to come) and whether each has a saved plan. */
export async function listPlanDays(deps: TDeps, auth: TUserActor): Promise<TPlanDaysResponse> {
  const [days, planned] = await Promise.all([daysWithSavedOpenHouses(deps, auth.user.id), listDayPlanDates(deps.db, auth.user.id)]);
  const isPlanned = new Set(planned);
  return { days: days.map((day) => ({ ...day, isPlanned: isPlanned.has(day.date) })) };
}

/**
 * The buyer's itinerary of a day, recomputed from the open houses' current times.
 * 1. the day's saved open houses and the stored choices (none yet: the defaults), in parallel
 * 2. plan and say what moved or was cancelled since the choices were saved; the share link if shared
 */
export async function getDayPlan(deps: TDeps, auth: TUserActor, input: { date: string } & TShareLinks): Promise<TDayPlan> {
  const { stops, stored } = await loadDayPlan(deps, auth.user.id, input.date);
  if (!stops.length && !stored) throw notFound(NO_OPEN_HOUSES_THAT_DAY);
  return buildDayPlanView({ date: input.date, stops, stored, now: deps.clock.now(), shareUrl: shareUrlOf(stored, input) });
}

/**
 * Saves the buyer's choices for a day (re-planning: what moved or was cancelled is acknowledged).
 * 1. the day's saved open houses (none: 404); choices about other open houses are dropped
 * 2. store the choices with the open houses' times now 3. answer the plan as stored (its share link kept)
 */
export async function saveDayPlan(deps: TDeps, auth: TUserActor, input: { date: string; choices: TSaveDayPlanRequest } & TShareLinks): Promise<TDayPlan> {
  const stops = await dayStopsOf(deps, auth.user.id, input.date);
  if (!stops.length) throw notFound(NO_OPEN_HOUSES_THAT_DAY);
  const ids = new Set(stops.map((stop) => stop.id));
  const now = deps.clock.now();
  const stored = await saveDayPlanChoices(deps.db, {
    userId: auth.user.id,
    date: input.date,
    start: input.choices.start,
    startTime: input.choices.startTime,
    defaultVisitMinutes: input.choices.defaultVisitMinutes,
    visitMinutes: Object.fromEntries(Object.entries(input.choices.visitMinutes).filter(([id]) => ids.has(id))),
    skipped: input.choices.skipped.filter((id) => ids.has(id)),
    seen: seenOf(stops),
    updatedAt: now.toISOString(),
  });
  return buildDayPlanView({ date: input.date, stops, stored, now, shareUrl: shareUrlOf(stored, input) });
}

/** The stored plan of a day and its stops now, in parallel (the owner's plan, a shared plan). */
export async function loadDayPlan(deps: TDeps, userId: string, date: string): Promise<{ stored: TDayPlanRecord | null; stops: TOpenHouseRecord[] }> {
  const [stops, stored] = await Promise.all([dayStopsOf(deps, userId, date), getDayPlanRecord(deps.db, userId, date)]);
  return { stored, stops };
}
