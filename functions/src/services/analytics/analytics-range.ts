import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, type TAnalyticsBucket } from '@shared/constants/analytics';
import { zonedDate } from '@shared/time/zoned-time';
import { badRequest } from '../../platform/app-error';

const DAY_MS = 86_400_000;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => dayOf(timeOf(day) + days * DAY_MS);
export const daysIn = (range: { from: string; to: string }) => Math.round((timeOf(range.to) - timeOf(range.from)) / DAY_MS) + 1;

/**
 * The days asked for: without `to` up to today (today in `timeZone`, the caller's zone, else UTC; at most
 * the longest range; a start after today is one day), without `from` the 30 days up to `to`. The schema
 * bounds the dates; a range that still comes out longer than the longest (or backwards) is refused here
 * too, so no caller can ask for a runaway.
 */
export function resolveRange(query: { from?: string; to?: string; timeZone?: string }, now: Date): { from: string; to: string } {
  const today = todayIn(now, query.timeZone);
  const longest = query.from ? addDays(query.from, ANALYTICS_MAX_DAYS - 1) : today;
  const upToToday = longest < today ? longest : today;
  const to = query.to ?? (query.from && query.from > upToToday ? query.from : upToToday);
  const range = { from: query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1)), to };
  const days = daysIn(range);
  if (!(days >= 1 && days <= ANALYTICS_MAX_DAYS)) throw badRequest(`Choose a range of 1 to ${ANALYTICS_MAX_DAYS} days`);
  return range;
}

/** The period of the same length that ends the day before `range` starts. */
export function previousPeriod(range: { from: string; to: string }): { from: string; to: string } {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}

/** Whether the range lies in the basic window, the last 30 days up to today (later days are free: open houses ahead). */
export const isBasicRange = (range: { from: string; to: string }, today: string) =>
  range.from >= addDays(today, -(ANALYTICS_DEFAULT_DAYS - 1)) && daysIn(range) <= ANALYTICS_DEFAULT_DAYS;

/** Today's date in the zone (the schema has checked the name), else the UTC date. */
export const todayIn = (now: Date, timeZone: string | undefined) => (timeZone ? zonedDate(now, timeZone) : dayOf(now.getTime()));

/** The first day of the bucket a day falls in: the day itself, or the Monday of its ISO week. */
export function bucketStart(day: string, bucket: TAnalyticsBucket): string {
  if (bucket === 'day') return day;
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * The start of every bucket that overlaps from..to, in order. Days compare as times, not strings (past
 * year 9999 an ISO day is `+010000-…`, which sorts before `9999-…`), and the count is bounded by the
 * longest range whatever the input.
 */
export function bucketStarts(from: string, to: string, bucket: TAnalyticsBucket): string[] {
  const step = bucket === 'day' ? 1 : 7;
  const first = timeOf(bucketStart(from, bucket));
  const last = timeOf(to);
  if (!Number.isFinite(first) || !Number.isFinite(last)) throw badRequest('Not a real date');
  const count = Math.floor((last - first) / (step * DAY_MS)) + 1;
  if (count > Math.ceil(ANALYTICS_MAX_DAYS / step) + 1) throw badRequest(`Choose a range of 1 to ${ANALYTICS_MAX_DAYS} days`);
  return Array.from({ length: Math.max(0, count) }, (_, index) => dayOf(first + index * step * DAY_MS));
}

const nextMonth = (month: string) => addDays(`${month}-01`, 31).slice(0, 7);
const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);

export type TDayRange = { from: string; to: string };

/**
 * How to read every listing's totals for from..to with the fewest items: whole months as month
 * rollups, and each partial month at an edge either day by day, or as its month rollup minus the days
 * outside the range, whichever reads fewer days. Days after `today` cost nothing (only open houses
 * scheduled ahead have items there), so a range ending today reads its last month whole.
 */
export function planRangeRead(
  from: string,
  to: string,
  today: string,
): { months: { first: string; last: string } | null; addDays: TDayRange[]; subtractDays: TDayRange[] } {
  const cost = (range: TDayRange) => (range.from > today ? 0 : daysIn({ from: range.from, to: range.to < today ? range.to : today }));
  const firstMonth = from.slice(0, 7);
  const lastMonth = to.slice(0, 7);
  const added: TDayRange[] = [];
  const subtracted: TDayRange[] = [];
  /** Whether `month` (partly in the range as `inside`, the rest `outside`) is read whole, minus the outside. */
  const readWhole = (inside: TDayRange, outside: TDayRange[]) => {
    if (outside.length === 0) return true;
    if (outside.reduce((sum, range) => sum + cost(range), 0) < cost(inside)) {
      subtracted.push(...outside);
      return true;
    }
    added.push(inside);
    return false;
  };
  const outsideOf = (month: string, inside: TDayRange) =>
    [
      { from: `${month}-01`, to: addDays(inside.from, -1) },
      { from: addDays(inside.to, 1), to: lastDayOf(month) },
    ].filter((range) => range.from <= range.to && range.from.startsWith(month) && range.to.startsWith(month));
  if (firstMonth === lastMonth) {
    const inside = { from, to };
    return readWhole(inside, outsideOf(firstMonth, inside))
      ? { months: { first: firstMonth, last: firstMonth }, addDays: added, subtractDays: subtracted }
      : { months: null, addDays: added, subtractDays: subtracted };
  }
  const firstInside = { from, to: lastDayOf(firstMonth) };
  const lastInside = { from: `${lastMonth}-01`, to };
  const first = readWhole(firstInside, outsideOf(firstMonth, firstInside)) ? firstMonth : nextMonth(firstMonth);
  const last = readWhole(lastInside, outsideOf(lastMonth, lastInside)) ? lastMonth : addDays(`${lastMonth}-01`, -1).slice(0, 7);
  return { months: first <= last ? { first, last } : null, addDays: added, subtractDays: subtracted };
}
