import { leaveTime, type TLegs } from './route-times';

type TStopHours = { opensAt: number; closesAt: number; visitMinutes: number };
const MINUTE = 60_000;

/**
 * Held–Karp with time windows. State: (set of stops visited, last stop); value: the earliest time the
 * buyer can leave the last stop having visited exactly that set within every stop's hours. Because an
 * earlier arrival never leaves later (waiting until opening is allowed), keeping only the earliest time
 * per state loses no plan. O(2^n · n²) time, 2^n · n states: ~10⁵ steps at 10 stops.
 * Returns the order (candidate indexes) of the largest feasible set, the earliest-finishing among equals.
 */
export function planExact(stops: readonly TStopHours[], legs: TLegs, startAt: number): number[] {
  const n = stops.length;
  if (n === 0) return [];
  const states = (1 << n) * n;
  const best = new Float64Array(states).fill(Infinity);
  const parent = new Int8Array(states).fill(-1);
  for (let j = 0; j < n; j++) {
    const leaveAt = leaveTime(stops[j]!, startAt + legs.fromStart[j]! * MINUTE);
    if (leaveAt !== null) best[(1 << j) * n + j] = leaveAt;
  }
  for (let mask = 1; mask < 1 << n; mask++) {
    for (let last = 0; last < n; last++) {
      const at = best[mask * n + last]!;
      if (at === Infinity) continue;
      const row = legs.between[last]!;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next)) continue;
        const leaveAt = leaveTime(stops[next]!, at + row[next]! * MINUTE);
        if (leaveAt === null) continue;
        const state = (mask | (1 << next)) * n + next;
        if (leaveAt < best[state]!) {
          best[state] = leaveAt;
          parent[state] = last;
        }
      }
    }
  }
  let bestState = -1;
  let bestCount = 0;
  for (let state = 0; state < states; state++) {
    const at = best[state]!;
    if (at === Infinity) continue;
    const count = popcount(Math.floor(state / n));
    if (count > bestCount || (count === bestCount && at < best[bestState]!)) {
      bestCount = count;
      bestState = state;
    }
  }
  if (bestState < 0) return [];
  const order: number[] = [];
  let mask = Math.floor(bestState / n);
  let last = bestState % n;
  while (last >= 0) {
    order.push(last);
    const previous = parent[mask * n + last]!;
    mask &= ~(1 << last);
    last = previous;
  }
  return order.reverse();
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}
