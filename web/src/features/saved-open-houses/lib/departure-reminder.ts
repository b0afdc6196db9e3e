import { AUSTIN_CENTER, departureLeadMinutes } from '@shared/constants/open-house';
import { formatTime } from '../../../lib/format';
import { milesBetween } from '../../../lib/geo';
import type { TLatLng } from '../../../lib/map/map-projection';
import { forgetReminder, storedReminders, storeReminder, type TDepartureReminder } from './reminder-store';

/** setTimeout's longest delay (about 24.8 days); longer waits are re-armed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Spec §9: the estimated drive in minutes, max(15, round(2 × miles from the Austin centre + 5)). A listing
 * without coordinates is counted as in the centre (the 15-minute minimum).
 */
export const driveMinutes = (coordinates: TLatLng | null): number => departureLeadMinutes(coordinates ? milesBetween(AUSTIN_CENTER, coordinates) : 0);

/** When to leave: the start minus the drive. */
export const departureTime = (startsAt: string, coordinates: TLatLng | null): Date => new Date(new Date(startsAt).getTime() - driveMinutes(coordinates) * 60_000);

export const canNotify = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

function notify(reminder: TDepartureReminder): void {
  if (!canNotify() || Notification.permission !== 'granted') return;
  const minutes = driveMinutes(reminder.coordinates);
  new Notification('Time to leave for your open house', {
    body: `${reminder.title} starts at ${formatTime(reminder.startsAt, reminder.timeZone)}. Estimated drive: ${minutes} min.`,
    tag: `departure-${reminder.openHouseId}`,
  });
}

function arm(reminder: TDepartureReminder, at: number): void {
  const delay = at - Date.now();
  const timer =
    delay > MAX_TIMER_MS
      ? setTimeout(() => arm(reminder, at), MAX_TIMER_MS)
      : setTimeout(() => {
          timers.delete(reminder.openHouseId);
          forgetReminder(reminder.openHouseId);
          notify(reminder);
        }, Math.max(0, delay));
  timers.set(reminder.openHouseId, timer);
}

function clearTimer(openHouseId: string): void {
  const timer = timers.get(openHouseId);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(openHouseId);
}

/**
 * Schedules the notification at the departure time and remembers it in this browser. Answers the time, or
 * null (and schedules nothing) when that time is not in the future any more. Permission is the caller's.
 */
export function scheduleDepartureReminder(reminder: TDepartureReminder, now = new Date()): Date | null {
  clearTimer(reminder.openHouseId);
  const at = departureTime(reminder.startsAt, reminder.coordinates);
  if (at.getTime() <= now.getTime()) {
    forgetReminder(reminder.openHouseId);
    return null;
  }
  storeReminder(reminder);
  arm(reminder, at.getTime());
  return at;
}

/** Turned off, RSVP cancelled, or removed: no notification, and not scheduled again after a reload. */
export function cancelDepartureReminder(openHouseId: string): void {
  clearTimer(openHouseId);
  forgetReminder(openHouseId);
}

/** On page load: schedules the remembered reminders again (only with permission, only those still ahead). */
export function restoreDepartureReminders(now = new Date()): void {
  const reminders = Object.values(storedReminders());
  if (reminders.length === 0) return;
  const isGranted = canNotify() && Notification.permission === 'granted';
  for (const reminder of reminders) {
    if (isGranted) scheduleDepartureReminder(reminder, now);
    else cancelDepartureReminder(reminder.openHouseId);
  }
}

/** Test helper: forgets every scheduled timer of this module. */
export function resetDepartureReminders(): void {
  for (const id of [...timers.keys()]) clearTimer(id);
}
