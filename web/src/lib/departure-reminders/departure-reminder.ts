import { AUSTIN_CENTER, departureLeadMinutes } from '@shared/constants/open-house';
import { formatTime } from '../format';
import { milesBetween } from '../geo';
import type { TLatLng } from '../geo';
import {
  forgetReminder,
  reminderKey,
  storedPlanReminders,
  storedReminders,
  storeReminder,
  type TDepartureReminder,
  type TReminderSource,
} from './reminder-store';

/** setTimeout's longest delay (about 24.8 days); longer waits are re-armed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Spec §9: the estimated drive in minutes, max(15, round(2 × miles from the Austin centre + 5)). A listing
 * without coordinates is counted as in the centre (the 15-minute minimum).
 */
export const driveMinutes = (coordinates: TLatLng | null): number => departureLeadMinutes(coordinates ? milesBetween(AUSTIN_CENTER, coordinates) : 0);

/** When to leave: the start minus the drive. */
export const departureTime = (startsAt: string, coordinates: TLatLng | null): Date =>
  new Date(new Date(startsAt).getTime() - driveMinutes(coordinates) * 60_000);

/** When this reminder notifies: its explicit leave time (a day plan's), else the spec's formula. */
export const reminderTime = (reminder: TDepartureReminder): Date =>
  reminder.leaveAt ? new Date(reminder.leaveAt) : departureTime(reminder.startsAt, reminder.coordinates);

export const canNotify = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

function notify(reminder: TDepartureReminder): void {
  if (!canNotify() || Notification.permission !== 'granted') return;
  if (reminder.leaveAt) {
    const drive = reminder.drive ? ` Estimated drive from ${reminder.drive.from}: ${reminder.drive.minutes} min.` : '';
    new Notification('Time to leave for your next open house', {
      body: `${reminder.title}: you planned to arrive at ${formatTime(reminder.startsAt, reminder.timeZone)}.${drive}`,
      tag: `departure-${reminderKey(reminder).replace(':', '-')}`,
    });
    return;
  }
  const minutes = driveMinutes(reminder.coordinates);
  new Notification('Time to leave for your open house', {
    body: `${reminder.title} starts at ${formatTime(reminder.startsAt, reminder.timeZone)}. Estimated drive: ${minutes} min.`,
    tag: `departure-${reminder.openHouseId}`,
  });
}

function arm(reminder: TDepartureReminder, at: number): void {
  const key = reminderKey(reminder);
  const delay = at - Date.now();
  const timer =
    delay > MAX_TIMER_MS
      ? setTimeout(() => arm(reminder, at), MAX_TIMER_MS)
      : setTimeout(
          () => {
            timers.delete(key);
            forgetReminder(key);
            notify(reminder);
          },
          Math.max(0, delay),
        );
  timers.set(key, timer);
}

function clearTimer(key: string): void {
  const timer = timers.get(key);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(key);
}

/**
 * Schedules the notification at the departure time (the reminder's leaveAt, else the spec's formula) and
 * remembers it in this browser. Answers the time, or null (and schedules nothing) when that time is not in the
 * future any more. Permission is the caller's.
 */
export function scheduleDepartureReminder(reminder: TDepartureReminder, now = new Date()): Date | null {
  const key = reminderKey(reminder);
  clearTimer(key);
  const at = reminderTime(reminder);
  if (at.getTime() <= now.getTime()) {
    forgetReminder(key);
    return null;
  }
  storeReminder(reminder);
  arm(reminder, at.getTime());
  return at;
}

/** Turned off, RSVP cancelled, or removed: no notification, and not scheduled again after a reload. */
export function cancelDepartureReminder(openHouseId: string, source: TReminderSource = 'saved'): void {
  const key = reminderKey({ openHouseId, source });
  clearTimer(key);
  forgetReminder(key);
}

/** Switched off on /my-day: none of that day's plan reminders notifies, now or after a reload. */
export function cancelPlanReminders(planDate: string): void {
  const keys = storedPlanReminders(planDate).map(reminderKey);
  for (const key of keys) clearTimer(key);
  forgetReminder(...keys);
}

/**
 * A day plan's reminders, replacing the ones that day had (re-planned, times moved, stops dropped): answers the
 * leave times that were scheduled (those still ahead), in order.
 */
export function replacePlanReminders(planDate: string, reminders: readonly TDepartureReminder[], now = new Date()): Date[] {
  cancelPlanReminders(planDate);
  return reminders
    .map((reminder) => scheduleDepartureReminder({ ...reminder, source: 'plan', planDate }, now))
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime());
}

/** On page load: schedules the remembered reminders again (only with permission, only those still ahead). */
export function restoreDepartureReminders(now = new Date()): void {
  const reminders = Object.values(storedReminders());
  if (reminders.length === 0) return;
  const isGranted = canNotify() && Notification.permission === 'granted';
  for (const reminder of reminders) {
    if (isGranted) scheduleDepartureReminder(reminder, now);
    else cancelDepartureReminder(reminder.openHouseId, reminder.source);
  }
}

/** Test helper: forgets every scheduled timer of this module. */
export function resetDepartureReminders(): void {
  for (const key of [...timers.keys()]) clearTimer(key);
}
