import { routeFinish, type TLegs } from './route-times';

type TStopHours = { opensAt: number; closesAt: number; visitMinutes: number };
/** Improvement passes are bounded so a pathological input cannot run long. */
const MAX_PASSES = 20;

/**
 * Beyond the exact plan's size: earliest-deadline insertion, then 2-opt and relocation with feasibility
 * checks, then another try at inserting the stops left out.
 * 1. stops by closing time (then opening): each goes where the route stays feasible and finishes earliest
 * 2. reverse any segment, or move any one stop, when the route stays feasible and finishes earlier
 * 3. retry the left-out stops (an improved route may have room), and improve again if one fits
 */
export function planHeuristic(stops: readonly TStopHours[], legs: TLegs, startAt: number): number[] {
  const finish = (order: readonly number[]) => routeFinish(order, stops, legs, startAt);
  const byDeadline = stops.map((_, index) => index).sort((a, b) => stops[a]!.closesAt - stops[b]!.closesAt || stops[a]!.opensAt - stops[b]!.opensAt);
  let route: number[] = [];
  let left: number[] = [];
  for (const index of byDeadline) {
    const inserted = bestInsertion(route, index, finish);
    if (inserted) route = inserted;
    else left.push(index);
  }
  for (let round = 0; round < 3; round++) {
    route = improve(route, finish);
    const stillLeft: number[] = [];
    for (const index of left) {
      const inserted = bestInsertion(route, index, finish);
      if (inserted) route = inserted;
      else stillLeft.push(index);
    }
    if (stillLeft.length === left.length) break;
    left = stillLeft;
  }
  return route;
}

function bestInsertion(route: readonly number[], index: number, finish: (order: readonly number[]) => number | null): number[] | null {
  let best: number[] | null = null;
  let bestFinish = Infinity;
  for (let position = 0; position <= route.length; position++) {
    const candidate = [...route.slice(0, position), index, ...route.slice(position)];
    const at = finish(candidate);
    if (at !== null && at < bestFinish) {
      best = candidate;
      bestFinish = at;
    }
  }
  return best;
}

function improve(start: number[], finish: (order: readonly number[]) => number | null): number[] {
  let route = start;
  let current = finish(route) ?? Infinity;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 0; i < route.length - 1; i++) {
      for (let j = i + 1; j < route.length; j++) {
        const reversed = [...route.slice(0, i), ...route.slice(i, j + 1).reverse(), ...route.slice(j + 1)];
        const at = finish(reversed);
        if (at !== null && at < current) {
          route = reversed;
          current = at;
          improved = true;
        }
      }
    }
    for (let from = 0; from < route.length; from++) {
      // The stop and the route without it come from one route: after a move, the next stop is read from the new one.
      const stop = route[from]!;
      const without = route.filter((_, k) => k !== from);
      for (let to = 0; to <= without.length; to++) {
        if (to === from) continue;
        const moved = [...without.slice(0, to), stop, ...without.slice(to)];
        const at = finish(moved);
        if (at !== null && at < current) {
          route = moved;
          current = at;
          improved = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  return route;
}
