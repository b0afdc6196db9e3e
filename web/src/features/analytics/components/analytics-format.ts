import type { TAnalyticsBucket } from '@shared/constants/analytics';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A bucket's label: 'Mar 5', or 'Week of Mar 2'. Days are UTC days, as the server counts them. */
export const periodLabel = (start: string, bucket: TAnalyticsBucket) => {
  const day = dayFormat.format(new Date(`${start}T00:00:00Z`));
  return bucket === 'week' ? `Week of ${day}` : day;
};

export const rangeLabel = (from: string, to: string) => `${fullDayFormat.format(new Date(`${from}T00:00:00Z`))} – ${fullDayFormat.format(new Date(`${to}T00:00:00Z`))}`;

/** '1 inquiry', '2 inquiries': a count with the word it needs. */
export const countOf = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The rollups count by UTC day: where such a day starts on the reader's own clock ('6:00 PM CST the day before',
 * '1:00 AM CET'), or null where the two agree.
 */
export function utcDayStartLocally(day: string, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string | null {
  const midnight = new Date(`${day}T00:00:00Z`);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(midnight);
  if (/^12:00 AM (UTC|GMT)$/.test(time)) return null;
  const localDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(midnight);
  return localDay < day ? `${time} the day before` : time;
}

/** Leads per 100 views, '100+' past 100 (open-house sign-ins are leads that need no view), or '—' without views. */
export const leadsPer100ViewsLabel = (leads: number, views: number) => (views === 0 ? '—' : leads > views ? '100+' : ratioLabel((leads / views) * 100));

/** A ratio with up to one decimal ('2.5'), or '—' when there is nothing to divide by. */
export const ratioLabel = (value: number | null) => (value === null ? '—' : (Math.round(value * 10) / 10).toLocaleString('en-US'));

/** A share as a percentage ('12%'), or '—'. */
export const percentLabel = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');
