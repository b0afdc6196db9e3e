import { zonedDate, zonedTimeToUtc } from './zoned-time';

const DAY_MS = 86_400_000;

/** The local calendar date `days` after the local date of `instant` (DST-safe: steps by calendar date). */
export function addLocalDays(localDate: string, days: number): string {
  const [y = 0, m = 1, d = 1] = localDate.split('-').map(Number);
  const shifted = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}

/** [start, end) of `days` local calendar days starting today in the zone, as UTC instants. */
export function localDaysWindow(now: Date, timeZone: string, days: number): { from: Date; to: Date } {
  const today = zonedDate(now, timeZone);
  return { from: zonedTimeToUtc(today, '00:00', timeZone), to: zonedTimeToUtc(addLocalDays(today, days), '00:00', timeZone) };
}

export type TOpenHouseTiming = 'live' | 'today' | 'this-week' | 'later' | 'past';

/**
 * Where an open house falls for a viewer at `now`, in the listing's zone: live (under way), today,
 * this week (the next 6 local days), later, or past (ended). An open house spanning midnight belongs
 * to the day it starts, and stays live until it ends.
 */
export function openHouseTiming(startsAt: string, endsAt: string, now: Date, timeZone: string): TOpenHouseTiming {
  const start = new Date(startsAt).getTime();
  const end = new Date(endsAt).getTime();
  if (end <= now.getTime()) return 'past';
  if (start <= now.getTime()) return 'live';
  const startDay = zonedDate(new Date(start), timeZone);
  const today = zonedDate(now, timeZone);
  if (startDay === today) return 'today';
  return startDay < addLocalDays(today, 7) ? 'this-week' : 'later';
}

/** Whether an open house that has not ended starts within the filter's local days. */
export function isWithinLocalDays(startsAt: string, endsAt: string, now: Date, timeZone: string, days: number): boolean {
  if (new Date(endsAt).getTime() <= now.getTime()) return false;
  return new Date(startsAt).getTime() < localDaysWindow(now, timeZone, days).to.getTime();
}
