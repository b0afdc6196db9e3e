/** Travel minutes from the start point to each stop, and between stops (by candidate index). */
export type TLegs = { fromStart: readonly number[]; between: readonly (readonly number[])[] };

type TStopHours = { opensAt: number; closesAt: number; visitMinutes: number };
const MINUTE = 60_000;

/**
 * When the buyer leaves a stop reached at `arriveAt`: the visit starts at arrival or at opening (waiting
 * is allowed) and must end by closing; null when it cannot. Earlier arrival never leaves later, which is
 * what makes "earliest leave time" a sufficient state for the exact plan.
 */
export function leaveTime(stop: TStopHours, arriveAt: number): number | null {
  const leaveAt = Math.max(arriveAt, stop.opensAt) + stop.visitMinutes * MINUTE;
  return leaveAt <= stop.closesAt ? leaveAt : null;
}

/** The times of a route (candidate indexes in order), or null when some stop cannot be visited in its hours. */
export function routeTimes(
  order: readonly number[],
  stops: readonly TStopHours[],
  legs: TLegs,
  startAt: number,
): { arriveAt: number; visitStartsAt: number; leaveAt: number }[] | null {
  const times: { arriveAt: number; visitStartsAt: number; leaveAt: number }[] = [];
  let clock = startAt;
  let previous = -1;
  for (const index of order) {
    const stop = stops[index]!;
    const arriveAt = clock + (previous < 0 ? legs.fromStart[index]! : legs.between[previous]![index]!) * MINUTE;
    const leaveAt = leaveTime(stop, arriveAt);
    if (leaveAt === null) return null;
    times.push({ arriveAt, visitStartsAt: Math.max(arriveAt, stop.opensAt), leaveAt });
    clock = leaveAt;
    previous = index;
  }
  return times;
}

/** When a route finishes (leaves its last stop), or null when infeasible. */
export function routeFinish(order: readonly number[], stops: readonly TStopHours[], legs: TLegs, startAt: number): number | null {
  let clock = startAt;
  let previous = -1;
  for (const index of order) {
    const leaveAt = leaveTime(stops[index]!, clock + (previous < 0 ? legs.fromStart[index]! : legs.between[previous]![index]!) * MINUTE);
    if (leaveAt === null) return null;
    clock = leaveAt;
    previous = index;
  }
  return clock;
}
