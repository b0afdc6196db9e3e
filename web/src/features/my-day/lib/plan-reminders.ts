import type { TDayPlan } from '@shared/schemas/day-plan.schema';
import type { TDepartureReminder } from '../../../lib/departure-reminders/reminder-store';
import { plannedStops } from './plan-links';

/**
 * The departure reminders of a day plan: one per planned stop, at the plan's time to leave for it (from the
 * start point for the first stop, from the previous stop after that), which is its arrival minus the estimated
 * drive. A stop the day starts at (no drive to it) needs no reminder to leave.
 */
export function remindersOfPlan(plan: TDayPlan): TDepartureReminder[] {
  const planned = plannedStops(plan);
  return planned.flatMap((stop, index): TDepartureReminder[] => {
    const { arriveAt, travelMinutes } = stop.visit;
    if (travelMinutes <= 0) return [];
    const previous = planned[index - 1];
    return [
      {
        openHouseId: stop.openHouseId,
        title: stop.title,
        startsAt: arriveAt,
        timeZone: stop.timeZone,
        coordinates: stop.coordinates,
        source: 'plan',
        planDate: plan.date,
        leaveAt: new Date(Date.parse(arriveAt) - travelMinutes * 60_000).toISOString(),
        drive: { minutes: travelMinutes, from: previous ? `the previous stop (${previous.title})` : `your start point (${plan.start.label})` },
      },
    ];
  });
}
