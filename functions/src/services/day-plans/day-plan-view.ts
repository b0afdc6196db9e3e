import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { AUSTIN_CENTER } from '@shared/constants/open-house';
import { DEFAULT_VISIT_MINUTES, planDay, type TPlannerStop } from '@shared/planner/plan-day';
import { DETOUR_FACTOR, PARKING_MINUTES, URBAN_SPEED_KMH } from '@shared/planner/travel-estimate';
import type { TDayPlan, TPlanStop } from '@shared/schemas/day-plan.schema';
import { zonedDate, zonedTime, zonedTimeToUtc } from '@shared/time/zoned-time';
import type { TDayPlanChoices, TDayPlanRecord } from '../../data/day-plan-repository';
import type { TOpenHouseRecord } from '../../data/property-records';

const FIVE_MINUTES = 5 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The zone a day is planned in: its earliest open house's listing's (open houses of one day are nearly always in one zone). */
export const zoneOfDay = (stops: readonly TOpenHouseRecord[]) => stops[0]?.listing.timeZone ?? LISTING_TIME_ZONE;

/** Where a day starts by default: its first open house with a place (by opening time), else Austin's centre. */
function firstOpenHouseStart(stops: readonly TOpenHouseRecord[]): TDayPlanChoices['start'] {
  const first = stops.find((stop) => stop.listing.coordinates);
  return first?.listing.coordinates
    ? { ...first.listing.coordinates, label: `${first.listing.address} (first open house)`, followsFirstOpenHouse: true }
    : { ...AUSTIN_CENTER, label: 'Austin', followsFirstOpenHouse: true };
}

/**
 * Choices before the buyer makes any: start at the first open house of the day (by opening time) when it
 * opens, or now (rounded up to 5 minutes) when that is later on the same day; 20 minutes per visit.
 */
export function defaultChoices(input: {
  userId: string;
  date: string;
  stops: readonly TOpenHouseRecord[];
  now: Date;
}): Omit<TDayPlanChoices, 'seen' | 'updatedAt'> {
  const timeZone = zoneOfDay(input.stops);
  const first = input.stops.find((stop) => stop.listing.coordinates);
  const opening = first ? new Date(first.startsAt) : zonedTimeToUtc(input.date, '09:00', timeZone);
  const soon = new Date(Math.ceil(input.now.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
  const startAt = soon > opening && zonedDate(soon, timeZone) === input.date ? soon : opening;
  return {
    userId: input.userId,
    date: input.date,
    start: firstOpenHouseStart(input.stops),
    startTime: zonedTime(startAt, timeZone),
    defaultVisitMinutes: DEFAULT_VISIT_MINUTES,
    visitMinutes: {},
    skipped: [],
  };
}

/** What the plan remembers of the day's open houses when saved, to tell later what moved or was cancelled. */
export const seenOf = (stops: readonly TOpenHouseRecord[]) =>
  Object.fromEntries(stops.map((stop) => [stop.id, { startsAt: stop.startsAt, endsAt: stop.endsAt, title: stop.listing.title }]));

/**
 * The itinerary of a day from its open houses' current times and the buyer's choices (saved, or the
 * defaults): planned stops in order with their times, then those that do not fit with the reason, then
 * those the buyer skipped; and what moved or was cancelled since the choices were saved.
 * `stops`: the day's saved open houses as they are now, by opening time.
 */
export function buildDayPlanView(input: {
  date: string;
  stops: readonly TOpenHouseRecord[];
  stored: TDayPlanRecord | null;
  now: Date;
  shareUrl: string | null;
}): TDayPlan {
  const { stops, stored } = input;
  const timeZone = zoneOfDay(stops);
  const choices = stored ?? defaultChoices({ userId: '', date: input.date, stops, now: input.now });
  const startAt = zonedTimeToUtc(input.date, choices.startTime, timeZone).getTime();
  const skipped = new Set(choices.skipped);
  const start = choices.start.followsFirstOpenHouse ? firstOpenHouseStart(stops.filter((stop) => !skipped.has(stop.id))) : choices.start;
  const minutesOf = (id: string) => choices.visitMinutes[id] ?? choices.defaultVisitMinutes;
  const plannable: TPlannerStop[] = stops.flatMap((stop) =>
    !skipped.has(stop.id) && stop.listing.coordinates
      ? [
          {
            id: stop.id,
            location: stop.listing.coordinates,
            opensAt: Date.parse(stop.startsAt),
            closesAt: Date.parse(stop.endsAt),
            visitMinutes: minutesOf(stop.id),
          },
        ]
      : [],
  );
  const plan = planDay({ start, startAt, stops: plannable });
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  const view = (stop: TOpenHouseRecord, extra: Pick<TPlanStop, 'visit' | 'problem' | 'skipped'>): TPlanStop => {
    const seen = stored?.seen[stop.id];
    return {
      openHouseId: stop.id,
      propertyId: stop.propertyId,
      title: stop.listing.title,
      address: stop.listing.address,
      city: stop.listing.city,
      state: stop.listing.state,
      coordinates: stop.listing.coordinates,
      opensAt: stop.startsAt,
      closesAt: stop.endsAt,
      timeZone: stop.listing.timeZone,
      visitMinutes: minutesOf(stop.id),
      moved: Boolean(seen && (seen.startsAt !== stop.startsAt || seen.endsAt !== stop.endsAt)),
      ...extra,
    };
  };
  const planned = plan.visits.map((visit, position) =>
    view(byId.get(visit.id)!, {
      skipped: false,
      problem: null,
      visit: {
        position: position + 1,
        travelMinutes: visit.travelMinutes,
        arriveAt: iso(visit.arriveAt),
        visitStartsAt: iso(visit.visitStartsAt),
        leaveAt: iso(visit.leaveAt),
        waitMinutes: visit.waitMinutes,
      },
    }),
  );
  const dropped = plan.dropped.map((drop) => view(byId.get(drop.id)!, { skipped: false, problem: drop.reason, visit: null }));
  const unplaced = stops
    .filter((stop) => !skipped.has(stop.id) && !stop.listing.coordinates)
    .map((stop) => view(stop, { skipped: false, problem: 'no-location', visit: null }));
  const skippedStops = stops.filter((stop) => skipped.has(stop.id)).map((stop) => view(stop, { skipped: true, problem: null, visit: null }));
  const all = [...planned, ...dropped, ...unplaced, ...skippedStops];
  const cancelled = stored
    ? Object.entries(stored.seen)
        .filter(([id]) => !byId.has(id))
        .map(([openHouseId, seen]) => ({ openHouseId, title: seen.title }))
    : [];
  return {
    date: input.date,
    timeZone,
    start,
    startTime: choices.startTime,
    startAt: iso(startAt),
    defaultVisitMinutes: choices.defaultVisitMinutes,
    stops: all,
    finishesAt: iso(plan.finishesAt),
    method: plan.method,
    isSaved: stored !== null,
    cancelled,
    hasChanged: cancelled.length > 0 || all.some((stop) => stop.moved),
    travelEstimate: { detourFactor: DETOUR_FACTOR, speedKmh: URBAN_SPEED_KMH, parkingMinutes: PARKING_MINUTES },
    shareUrl: input.shareUrl,
  };
}
