import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, type TAnalyticsBucket } from '@shared/constants/analytics';

const DAY_MS = 86_400_000;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => dayOf(timeOf(day) + days * DAY_MS);

/** The UTC days asked for: without `to` up to today (at most the longest range), without `from` the 30 days up to `to`. */
export function resolveRange(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const today = dayOf(now.getTime());
  const longest = query.from ? addDays(query.from, ANALYTICS_MAX_DAYS - 1) : today;
  const to = query.to ?? (longest < today ? longest : today);
  return { from: query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1)), to };
}

/** The first day of the bucket a day falls in: the day itself, or the Monday of its ISO week. */
export function bucketStart(day: string, bucket: TAnalyticsBucket): string {
  if (bucket === 'day') return day;
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The start of every bucket that overlaps from..to, in order. */
export function bucketStarts(from: string, to: string, bucket: TAnalyticsBucket): string[] {
  const starts: string[] = [];
  const step = bucket === 'day' ? 1 : 7;
  for (let start = bucketStart(from, bucket); start <= to; start = addDays(start, step)) starts.push(start);
  return starts;
}

const nextMonth = (month: string) => addDays(`${month}-01`, 31).slice(0, 7);

/**
 * Splits from..to into the whole months inside it (read as month rollups) and the days left at either
 * edge (read day by day), so a year costs about twelve month items per listing instead of 365 days.
 */
export function splitIntoMonths(from: string, to: string): { months: { first: string; last: string } | null; days: { from: string; to: string }[] } {
  const firstWholeMonth = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const toEndsMonth = addDays(to, 1).endsWith('-01');
  const lastWholeMonth = toEndsMonth ? to.slice(0, 7) : addDays(`${to.slice(0, 7)}-01`, -1).slice(0, 7);
  if (firstWholeMonth > lastWholeMonth) return { months: null, days: [{ from, to }] };
  const days: { from: string; to: string }[] = [];
  if (!from.endsWith('-01')) days.push({ from, to: addDays(`${firstWholeMonth}-01`, -1) });
  if (!toEndsMonth) days.push({ from: `${to.slice(0, 7)}-01`, to });
  return { months: { first: firstWholeMonth, last: lastWholeMonth }, days };
}
