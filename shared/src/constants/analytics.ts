import { LEAD_STATUS_VALUES, type TLeadStatus } from './lead-capture';

/** The counters an agent's analytics rollups keep per day (and per listing), in display order. */
export const ANALYTICS_METRICS = [
  { key: 'views', label: 'Views', one: 'view' },
  { key: 'saves', label: 'Saves', one: 'save' },
  { key: 'inquiries', label: 'Inquiries', one: 'inquiry' },
  { key: 'signIns', label: 'Open-house sign-ins', one: 'open-house sign-in' },
] as const;
export type TAnalyticsMetric = (typeof ANALYTICS_METRICS)[number]['key'];

/**
 * Every counter a rollup item can hold: the metrics, the open houses scheduled (by their start day),
 * sign-ins that consented to be contacted, and lead status transitions (a new lead counts once as 'new',
 * each later change once for the status it moves to).
 */
export type TAnalyticsCounter = 'views' | 'saves' | 'inquiries' | 'signIns' | 'contactableSignIns' | 'openHouses' | `status:${TLeadStatus}`;
export const ANALYTICS_COUNTERS: readonly TAnalyticsCounter[] = [
  'views',
  'saves',
  'inquiries',
  'signIns',
  'contactableSignIns',
  'openHouses',
  ...LEAD_STATUS_VALUES.map((status) => `status:${status}` as const),
];

export const ANALYTICS_BUCKETS = ['day', 'week'] as const;
export type TAnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

/** Without dates, /analytics shows the last 30 days (today included). */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** A year and a bit: enough to compare a month with the same month last year. */
export const ANALYTICS_MAX_DAYS = 400;
/** The years a date of the analytics range may fall in: what a user can mean, and no ISO string past year 9999. */
export const ANALYTICS_FIRST_YEAR = 2000;
export const ANALYTICS_LAST_YEAR = 2100;
