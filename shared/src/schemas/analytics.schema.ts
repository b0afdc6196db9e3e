import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ANALYTICS_BUCKETS, ANALYTICS_FIRST_YEAR, ANALYTICS_LAST_YEAR, ANALYTICS_MAX_DAYS } from '../constants/analytics';
import { LEAD_STATUS_VALUES } from '../constants/lead-capture';
import { isKnownTimeZone } from '../time/zoned-time';
import { ZResourceIdSchema } from './form-fields.schema';

const DAY_MS = 86_400_000;
const isoDay = /* @__PURE__ */ lazySchema(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-06-01'),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a real date'),
    z.refine(
      (value) => Number(value.slice(0, 4)) >= ANALYTICS_FIRST_YEAR && Number(value.slice(0, 4)) <= ANALYTICS_LAST_YEAR,
      `Choose a date between ${ANALYTICS_FIRST_YEAR} and ${ANALYTICS_LAST_YEAR}`,
    ),
  ),
);

/** The range fields every analytics route reads. */
const rangeFields = /* @__PURE__ */ lazySchema(() => ({
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  timeZone: z.optional(z.string().check(z.maxLength(64), z.refine(isKnownTimeZone, 'Not a time zone'))),
}));

const rangeCheck = /* @__PURE__ */ lazySchema(() =>
  z.superRefine((query: { from?: string; to?: string }, ctx) => {
    if (!query.from || !query.to) return;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' });
    if (days > ANALYTICS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: `Choose at most ${ANALYTICS_MAX_DAYS} days` });
  }),
);

/**
 * GET /api/analytics: days from..to (both included; default the last 30 days up to today), by day or ISO
 * week, optionally one listing. Each event counts on the calendar day where its listing is (the listing's
 * IANA zone); `timeZone` (the browser's zone) only says which day "today" is for the default range.
 * A range other than within the last 30 days needs advanced analytics (403 otherwise).
 */
export const ZAnalyticsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      ...rangeFields,
      bucket: z._default(z.enum(ANALYTICS_BUCKETS, { error: 'Bucket is day or week' }), 'day'),
      listingId: z.optional(ZResourceIdSchema),
    })
    .check(rangeCheck),
);
export type TAnalyticsQuery = z.input<typeof ZAnalyticsQuerySchema>;
export type TAnalyticsFilters = z.output<typeof ZAnalyticsQuerySchema>;

const count = /* @__PURE__ */ lazySchema(() => z.number().check(z.int()));

export const ZLeadStatusCountsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object(Object.fromEntries(LEAD_STATUS_VALUES.map((status) => [status, count])) as Record<(typeof LEAD_STATUS_VALUES)[number], typeof count>),
);
export type TLeadStatusCounts = z.infer<typeof ZLeadStatusCountsSchema>;

/** The counts of one period, listing or agent. `leads` = inquiries + sign-ins. */
export const ZAnalyticsCountsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    views: count,
    saves: count,
    inquiries: count,
    signIns: count,
    leads: count,
    openHouses: count,
    contactableSignIns: count,
  }),
);
export type TAnalyticsCounts = z.infer<typeof ZAnalyticsCountsSchema>;

/** One day or week (starting Monday) of the range: its counts and the lead status transitions in it. */
export const ZAnalyticsPointSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(ZAnalyticsCountsSchema, { start: z.string(), leadsByStatus: ZLeadStatusCountsSchema }),
);
export type TAnalyticsPoint = z.infer<typeof ZAnalyticsPointSchema>;

/** Sign-ins per open house and contactable leads per sign-in; null when there is nothing to divide by. */
export const ZOpenHouseConversionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    openHouses: count,
    signIns: count,
    contactableSignIns: count,
    signInsPerOpenHouse: z.nullable(z.number()),
    leadsPerSignIn: z.nullable(z.number()),
  }),
);
export type TOpenHouseConversion = z.infer<typeof ZOpenHouseConversionSchema>;

export const ZAnalyticsResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    bucket: z.enum(ANALYTICS_BUCKETS),
    /** 'team' for a broker: their own numbers and their approved agents'. */
    scope: z.enum(['agent', 'team']),
    listingId: z.nullable(z.string()),
    /**
     * The IANA zones whose calendar days the series counts (each listing's own; 'UTC' for activity stored
     * before days followed the listing), sorted; empty without activity. The chart names them.
     */
    timeZones: z.array(z.string()),
    totals: ZAnalyticsCountsSchema,
    series: z.array(ZAnalyticsPointSchema),
    /** Where the leads stand now, by status (not limited to the range); null for one listing (kept per agent only). */
    leadStatusNow: z.nullable(ZLeadStatusCountsSchema),
    conversion: ZOpenHouseConversionSchema,
    listings: z.array(z.extend(ZAnalyticsCountsSchema, { listingId: z.string(), title: z.string(), agentId: z.string() })),
    /** A broker's team, one row per member (empty for an agent). */
    agents: z.array(z.extend(ZAnalyticsCountsSchema, { agentId: z.string(), name: z.string() })),
    /** Whether the caller's plan includes advanced analytics (any range, GET /api/analytics/advanced and /export). */
    advancedAnalytics: z.boolean(),
  }),
);
export type TAnalyticsResponse = z.infer<typeof ZAnalyticsResponseSchema>;

/** GET /api/analytics/advanced and /api/analytics/export: a range (default the last 30 days), all listings. */
export const ZAdvancedAnalyticsQuerySchema = /* @__PURE__ */ lazySchema(() => z.object(rangeFields).check(rangeCheck));
export type TAdvancedAnalyticsQuery = z.input<typeof ZAdvancedAnalyticsQuerySchema>;
export type TAdvancedAnalyticsFilters = z.output<typeof ZAdvancedAnalyticsQuerySchema>;
