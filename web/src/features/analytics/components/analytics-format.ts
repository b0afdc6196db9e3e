import type { TAnalyticsBucket } from '@shared/constants/analytics';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A bucket's label: 'Mar 5', or 'Week of Mar 2'. Days are UTC days, as the server counts them. */
export const periodLabel = (start: string, bucket: TAnalyticsBucket) => {
  const day = dayFormat.format(new Date(`${start}T00:00:00Z`));
  return bucket === 'week' ? `Week of ${day}` : day;
};

export const rangeLabel = (from: string, to: string) => `${fullDayFormat.format(new Date(`${from}T00:00:00Z`))} – ${fullDayFormat.format(new Date(`${to}T00:00:00Z`))}`;

/** A ratio with up to one decimal ('2.5'), or '—' when there is nothing to divide by. */
export const ratioLabel = (value: number | null) => (value === null ? '—' : (Math.round(value * 10) / 10).toLocaleString('en-US'));

/** A share as a percentage ('12%'), or '—'. */
export const percentLabel = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');
