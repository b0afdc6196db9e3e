import type { TAnalyticsBucket } from '@shared/constants/analytics';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A bucket's label: 'Mar 5', or 'Week of Mar 2' (the server's calendar days, formatted without shifting them). */
export const periodLabel = (start: string, bucket: TAnalyticsBucket) => {
  const day = dayFormat.format(new Date(`${start}T00:00:00Z`));
  return bucket === 'week' ? `Week of ${day}` : day;
};

export const rangeLabel = (from: string, to: string) =>
  `${fullDayFormat.format(new Date(`${from}T00:00:00Z`))} – ${fullDayFormat.format(new Date(`${to}T00:00:00Z`))}`;

/** '1 inquiry', '2 inquiries': a count with the word it needs. */
export const countOf = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A zone as people say it, with its IANA name: 'Central Time (America/Chicago)', 'Hawaii-Aleutian Time (Pacific/Honolulu)'. */
export function zoneLabel(timeZone: string): string {
  if (timeZone === 'UTC') return 'UTC';
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Whose days the chart counts: each event counts on the calendar day where its listing is, so the note
 * names that zone, or each zone when the listings are in several. Null without activity.
 */
export function dayZonesNote(timeZones: readonly string[]): string | null {
  if (timeZones.length === 0) return null;
  if (timeZones.length === 1) return `Days are in ${zoneLabel(timeZones[0]!)}, where your listings are.`;
  return `Days are each listing’s own: ${timeZones.map(zoneLabel).join(', ')}.`;
}

/** Leads per 100 views, '100+' past 100 (open-house sign-ins are leads that need no view), or '—' without views. */
export const leadsPer100ViewsLabel = (leads: number, views: number) => (views === 0 ? '—' : leads > views ? '100+' : ratioLabel((leads / views) * 100));

/** A ratio with up to one decimal ('2.5'), or '—' when there is nothing to divide by. */
export const ratioLabel = (value: number | null) => (value === null ? '—' : (Math.round(value * 10) / 10).toLocaleString('en-US'));

/** A share as a percentage ('12%'), or '—'. */
export const percentLabel = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

/**
 * How a count moved from the previous period: '+3 (+60%)', '−2 (−40%)', '+3 (new)' from nothing, 'No change'.
 * The minus is a real minus sign (U+2212), as a reader expects.
 */
export function changeLabel(current: number, previous: number): string {
  const change = current - previous;
  if (change === 0) return 'No change';
  const signed = `${change > 0 ? '+' : '−'}${Math.abs(change).toLocaleString('en-US')}`;
  if (previous === 0) return `${signed} (new)`;
  const percent = Math.round((Math.abs(change) / previous) * 100);
  return `${signed} (${change > 0 ? '+' : '−'}${percent.toLocaleString('en-US')}%)`;
}
