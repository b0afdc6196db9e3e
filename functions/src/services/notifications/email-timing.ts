import type { TNotificationPrefs, TQuietHours } from '@shared/schemas/notification.schema';
import { zonedDate, zonedParts, zonedTimeToUtc } from '@shared/time/zoned-time';

/** When an e-mail alert goes out: now, at a later instant (in a digest), or never. */
export type TEmailTiming = { kind: 'now' } | { kind: 'later'; at: Date } | { kind: 'never' };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Quiet hours run from start (included) to end (excluded) in the person's zone, across midnight when start > end. */
export function isInQuietHours(quietHours: TQuietHours | null, timeZone: string, at: Date): boolean {
  if (!quietHours) return false;
  const parts = zonedParts(at, timeZone);
  const now = parts.hour * 60 + parts.minute;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The next instant after `at` at which the zone's clock shows `time` (today's, else tomorrow's). */
export function nextZonedTime(time: string, timeZone: string, at: Date): Date {
  const today = zonedTimeToUtc(zonedDate(at, timeZone), time, timeZone);
  return today > at ? today : zonedTimeToUtc(zonedDate(new Date(at.getTime() + 86_400_000), timeZone), time, timeZone);
}

/** The next whole hour (UTC) after `at`: when the hourly digest goes. */
export const nextWholeHour = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000 + 3_600_000);

/**
 * When an alert raised at `at` is e-mailed: instant alerts now, hourly ones at the next whole hour; either
 * waits for the end of quiet hours when it would fall inside them.
 */
export function planEmail(prefs: Pick<TNotificationPrefs, 'email' | 'quietHours' | 'timeZone'>, at: Date): TEmailTiming {
  if (prefs.email === 'off') return { kind: 'never' };
  const due = prefs.email === 'hourly' ? nextWholeHour(at) : at;
  if (prefs.quietHours && isInQuietHours(prefs.quietHours, prefs.timeZone, due))
    return { kind: 'later', at: nextZonedTime(prefs.quietHours.end, prefs.timeZone, due) };
  return prefs.email === 'hourly' ? { kind: 'later', at: due } : { kind: 'now' };
}
