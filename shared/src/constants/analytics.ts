import { LEAD_STATUS_VALUES, type TLeadSource, type TLeadStatus } from './lead-capture';

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

/**
 * Without dates, /analytics shows the last 30 days (today included). Basic analytics (every plan) is this
 * window only; other ranges are advanced analytics.
 */
export const ANALYTICS_DEFAULT_DAYS = 30;
/**
 * The longest range advanced analytics reads: two years (a leap day included), so this year can be set
 * against last year and, with the previous period beside it, the year before.
 */
export const ANALYTICS_MAX_DAYS = 731;
/** The years a date of the analytics range may fall in: what a user can mean, and no ISO string past year 9999. */
export const ANALYTICS_FIRST_YEAR = 2000;
export const ANALYTICS_LAST_YEAR = 2100;

/**
 * Where leads come from, as the rollups count them: open-house sign-ins (signIns), listing inquiries (the
 * listings' inquiries) and profile contacts (the agent's inquiries that no listing counts).
 */
export const ANALYTICS_LEAD_SOURCES = [
  { source: 'open-house', label: 'Open-house sign-ins' },
  { source: 'listing', label: 'Listing inquiries' },
  { source: 'profile', label: 'Profile contacts' },
] as const satisfies readonly { source: TLeadSource; label: string }[];

/**
 * The conversion funnel, one stage per lead status a lead moves into on its way to a sale: a stage counts
 * the leads that moved into its status in the period (a new lead counts as 'new' when it arrives). 'Lost'
 * is no stage.
 */
export const ANALYTICS_FUNNEL = [
  { stage: 'leads', label: 'New leads', status: 'new' },
  { stage: 'contacted', label: 'Contacted', status: 'contacted' },
  { stage: 'showing', label: 'Showing scheduled', status: 'showing-scheduled' },
  { stage: 'offer', label: 'Under contract (offer)', status: 'under-contract' },
  { stage: 'closed', label: 'Closed', status: 'closed' },
] as const satisfies readonly { stage: string; label: string; status: TLeadStatus }[];
export type TAnalyticsFunnelStage = (typeof ANALYTICS_FUNNEL)[number]['stage'];
export const ANALYTICS_FUNNEL_STAGES = /* @__PURE__ */ ANALYTICS_FUNNEL.map((row) => row.stage) as [TAnalyticsFunnelStage, ...TAnalyticsFunnelStage[]];
