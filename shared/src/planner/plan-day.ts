import { estimateTravelMinutes, type TLatLng, type TTravelTime } from './travel-estimate';
import { planExact } from './plan-exact';
import { planHeuristic } from './plan-heuristic';
import { routeTimes, type TLegs } from './route-times';

/** One open house to visit: where, its hours as UTC instants (epoch ms), and how long the buyer stays. */
export type TPlannerStop = { id: string; location: TLatLng; opensAt: number; closesAt: number; visitMinutes: number };

export type TPlanRequest = {
  start: TLatLng;
  /** When the buyer sets out from `start` (epoch ms). */
  startAt: number;
  stops: readonly TPlannerStop[];
  /** Minutes between two points; the straight-line estimate unless a routing adapter gives another. */
  travel?: TTravelTime;
};

export type TPlanVisit = {
  id: string;
  /** Driving minutes from the previous stop (or the start point). */
  travelMinutes: number;
  arriveAt: number;
  /** Arrival, or the opening time when the buyer arrives early and waits. */
  visitStartsAt: number;
  leaveAt: number;
  waitMinutes: number;
};

/**
 * Why a stop is left out: its visit is longer than its hours; it is over (too late to finish a visit)
 * by the start time; it cannot be reached in its hours even as the first stop; or it can, but not
 * together with the stops kept (keeping it would mean dropping more of the others).
 */
export const DROP_REASONS = ['visit-longer-than-hours', 'over-before-start', 'unreachable', 'does-not-fit'] as const;
export type TDropReason = (typeof DROP_REASONS)[number];
export type TPlanDrop = { id: string; reason: TDropReason };

/** The planner's answer, in epoch ms (the screen's day plan, `TDayPlan` in shared/src/schemas/day-plan.schema.ts, is built from it). */
export type TItinerary = {
  visits: TPlanVisit[];
  dropped: TPlanDrop[];
  /** When the buyer leaves the last stop (the start time when nothing fits). */
  finishesAt: number;
  /** 'exact': Held–Karp over subsets (≤ EXACT_PLAN_MAX_STOPS candidates); 'heuristic': insertion + 2-opt. */
  method: 'exact' | 'heuristic';
};

/** Up to this many candidate stops the plan is exact (2^10 × 10 states); beyond, the heuristic. */
export const EXACT_PLAN_MAX_STOPS = 10;
export const DEFAULT_VISIT_MINUTES = 20;
const MINUTE = 60_000;

/**
 * The day's itinerary: the largest set of stops that can all be visited within their hours, in the order
 * that finishes earliest among such sets; the others are named with the reason they were dropped.
 * 1. stops whose visit cannot fit their hours, or that are over by the start time, are dropped first
 * 2. the travel minutes between every pair of points are computed once
 * 3. ≤ EXACT_PLAN_MAX_STOPS candidates: dynamic program over subsets; more: earliest-deadline insertion + 2-opt
 * 4. each dropped stop is told apart: unreachable even first, or only not together with the others
 */
export function planDay(request: TPlanRequest, options: { forceHeuristic?: boolean } = {}): TItinerary {
  const travel = request.travel ?? estimateTravelMinutes;
  const dropped: TPlanDrop[] = [];
  const candidates: TPlannerStop[] = [];
  for (const stop of request.stops) {
    const visitMs = stop.visitMinutes * MINUTE;
    if (stop.closesAt - stop.opensAt < visitMs) dropped.push({ id: stop.id, reason: 'visit-longer-than-hours' });
    else if (stop.closesAt - visitMs < request.startAt) dropped.push({ id: stop.id, reason: 'over-before-start' });
    else candidates.push(stop);
  }
  const legs = legsOf(request.start, candidates, travel);
  const useExact = candidates.length <= EXACT_PLAN_MAX_STOPS && !options.forceHeuristic;
  const order = useExact ? planExact(candidates, legs, request.startAt) : planHeuristic(candidates, legs, request.startAt);
  const times = routeTimes(order, candidates, legs, request.startAt);
  if (!times) throw new Error('The planner produced an infeasible route');
  const kept = new Set(order);
  candidates.forEach((stop, index) => {
    if (kept.has(index)) return;
    const alone = routeTimes([index], candidates, legs, request.startAt);
    dropped.push({ id: stop.id, reason: alone ? 'does-not-fit' : 'unreachable' });
  });
  const visits = order.map((index, position) => {
    const stop = candidates[index]!;
    const t = times[position]!;
    return {
      id: stop.id,
      travelMinutes: position === 0 ? legs.fromStart[index]! : legs.between[order[position - 1]!]![index]!,
      arriveAt: t.arriveAt,
      visitStartsAt: t.visitStartsAt,
      leaveAt: t.leaveAt,
      waitMinutes: Math.round((t.visitStartsAt - t.arriveAt) / MINUTE),
    };
  });
  return { visits, dropped, finishesAt: visits.at(-1)?.leaveAt ?? request.startAt, method: useExact ? 'exact' : 'heuristic' };
}

function legsOf(start: TLatLng, stops: readonly TPlannerStop[], travel: TTravelTime): TLegs {
  return {
    fromStart: stops.map((stop) => travel(start, stop.location)),
    between: stops.map((from) => stops.map((to) => (from === to ? 0 : travel(from.location, to.location)))),
  };
}
