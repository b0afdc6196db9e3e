import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { DROP_REASONS } from '../planner/plan-day';

/** A day of open houses, YYYY-MM-DD in the listings' zone. */
export const ZPlanDateSchema = /* @__PURE__ */ lazySchema(() => z.iso.date({ error: 'Date must be YYYY-MM-DD' }));
export const ZDayPlanParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ date: ZPlanDateSchema }));
/** A share link's secret: 256 bits as base64url. */
export const ZSharedDayPlanParamsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown plan')) }),
);

export const VISIT_MINUTES_MIN = 5;
export const VISIT_MINUTES_MAX = 180;
/** At most this many saved open houses are planned for one day (the heuristic handles them in a few ms). */
export const DAY_PLAN_MAX_STOPS = 40;

const ZVisitMinutesSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .int({ error: 'Minutes must be a whole number' })
    .check(z.gte(VISIT_MINUTES_MIN, `At least ${VISIT_MINUTES_MIN} minutes`), z.lte(VISIT_MINUTES_MAX, `At most ${VISIT_MINUTES_MAX} minutes`)),
);
const ZOpenHouseIdSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Unknown open house id')));

export const ZPlanStartSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    lat: z.number().check(z.gte(-90), z.lte(90)),
    lng: z.number().check(z.gte(-180), z.lte(180)),
    /** What the buyer calls it: "Current location", a listing's address, … */
    label: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    /** The default start: it moves with the first open house the plan keeps (one left out no longer starts the day). */
    followsFirstOpenHouse: z.optional(z.boolean()),
  }),
);
export type TPlanStart = z.output<typeof ZPlanStartSchema>;

/** What the buyer chooses; the stops are the day's saved open houses. */
export const ZSaveDayPlanRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    start: ZPlanStartSchema,
    /** HH:MM in the day's zone. */
    startTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM')),
    defaultVisitMinutes: ZVisitMinutesSchema,
    /** Minutes per open house where they differ from the default. */
    visitMinutes: z.record(ZOpenHouseIdSchema, ZVisitMinutesSchema).check(z.refine((m) => Object.keys(m).length <= DAY_PLAN_MAX_STOPS, 'Too many stops')),
    /** Open houses the buyer left out of the day (they stay saved). */
    skipped: z.array(ZOpenHouseIdSchema).check(z.maxLength(DAY_PLAN_MAX_STOPS)),
  }),
);
export type TSaveDayPlanRequest = z.output<typeof ZSaveDayPlanRequestSchema>;

/** 'no-location': the listing has no coordinates, so it cannot be placed on a route. */
export const PLAN_STOP_PROBLEMS = [...DROP_REASONS, 'no-location'] as const;
export type TPlanStopProblem = (typeof PLAN_STOP_PROBLEMS)[number];

export const ZPlanStopSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    openHouseId: z.string(),
    propertyId: z.string(),
    title: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    coordinates: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
    /** The open house's hours now (UTC), and its listing's zone to show them in. */
    opensAt: z.string(),
    closesAt: z.string(),
    timeZone: z.string(),
    visitMinutes: z.number(),
    /** Its times changed since the plan was saved. */
    moved: z.boolean(),
    skipped: z.boolean(),
    /** Planned: its place and times (travel is an estimate). Else why it does not fit. */
    visit: z.nullable(
      z.object({
        position: z.number(),
        travelMinutes: z.number(),
        arriveAt: z.string(),
        visitStartsAt: z.string(),
        leaveAt: z.string(),
        waitMinutes: z.number(),
      }),
    ),
    problem: z.nullable(z.enum(PLAN_STOP_PROBLEMS)),
  }),
);
export type TPlanStop = z.output<typeof ZPlanStopSchema>;

export const ZDayPlanSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    date: z.string(),
    timeZone: z.string(),
    start: ZPlanStartSchema,
    startTime: z.string(),
    startAt: z.string(),
    defaultVisitMinutes: z.number(),
    /** Planned stops in order, then those that do not fit, then those skipped. */
    stops: z.array(ZPlanStopSchema),
    finishesAt: z.string(),
    method: z.enum(['exact', 'heuristic']),
    /** Whether the buyer saved choices for this day (else these are the defaults). */
    isSaved: z.boolean(),
    /** Open houses of the saved plan that were cancelled (or moved to another day) since. */
    cancelled: z.array(z.object({ openHouseId: z.string(), title: z.nullable(z.string()) })),
    /** Something moved or was cancelled since the plan was saved: the screen offers to re-plan (save again). */
    hasChanged: z.boolean(),
    /** The constants of the travel estimate, to say on screen. */
    travelEstimate: z.object({ detourFactor: z.number(), speedKmh: z.number(), parkingMinutes: z.number() }),
    /** The owner's share link; null when not shared (and always null on the shared, read-only view). */
    shareUrl: z.nullable(z.string()),
  }),
);
export type TDayPlan = z.output<typeof ZDayPlanSchema>;

export const ZPlanDaysResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    days: z.array(z.object({ date: z.string(), openHouseCount: z.number(), isPlanned: z.boolean() })),
  }),
);
export type TPlanDaysResponse = z.output<typeof ZPlanDaysResponseSchema>;

export const ZDayPlanShareResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ url: z.string() }));
