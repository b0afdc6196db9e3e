import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { LEAD_SOURCE_VALUES, LEAD_STATUS_VALUES } from '../constants/lead-capture';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZCrmDeliverySchema } from './crm.schema';
import { LEAD_REMOVAL_REASONS } from '../constants/privacy';

const isoDate = /* @__PURE__ */ lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-06-01')));

/** GET /api/leads: the caller's leads, filtered, sorted and searched. */
export const ZListLeadsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    status: z.optional(z.enum(LEAD_STATUS_VALUES, { error: 'Unknown status' })),
    source: z.optional(z.enum(LEAD_SOURCE_VALUES, { error: 'Unknown source' })),
    listingId: z.optional(ZResourceIdSchema),
    /** Received on or after this day (UTC). */
    from: z.optional(isoDate),
    /** Received on or before this day (UTC). */
    to: z.optional(isoDate),
    /** Part of the name or e-mail. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
    sort: z._default(z.enum(['recent', 'score'], { error: 'Sort by recent or score' }), 'recent'),
  }),
);
export type TListLeadsQuery = z.input<typeof ZListLeadsQuerySchema>;
/** The query as the handler hands it on (the sort defaulted). */
export type TListLeadsFilters = z.output<typeof ZListLeadsQuerySchema>;

/** GET /api/leads one page at a time: the filters plus the `nextCursor` of the page before. */
export const ZListLeadsPageQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(ZListLeadsQuerySchema, { cursor: z.optional(z.string().check(z.maxLength(1000, 'Invalid cursor'))) }),
);
export type TListLeadsPageQuery = z.output<typeof ZListLeadsPageQuerySchema>;

export const ZLeadScoreReasonSchema = /* @__PURE__ */ lazySchema(() => z.object({ label: z.string(), points: z.number().check(z.int()) }));
export type TLeadScoreReason = z.infer<typeof ZLeadScoreReasonSchema>;

/** The agent's own working state of one lead (PATCH /api/leads/{id} answers it). */
export const ZLeadPipelineStateSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(LEAD_STATUS_VALUES),
    notes: z.nullable(z.string()),
    nextFollowUp: z.nullable(z.string()),
  }),
);
export type TLeadPipelineState = z.infer<typeof ZLeadPipelineStateSchema>;

/** A lead in the pipeline: what the person said, the agent's state of it, and its score with reasons. */
export const ZPipelineLeadSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(ZLeadPipelineStateSchema, {
    source: z.enum(LEAD_SOURCE_VALUES),
    listingId: z.nullable(z.string()),
    listingTitle: z.nullable(z.string()),
    openHouseId: z.nullable(z.string()),
    /** The hours (in the listing's time zone) of the open house a sign-in came from; null for inquiries and older sign-ins. */
    openHouse: z.nullable(z.object({ startsAt: z.string(), endsAt: z.string(), timeZone: z.string() })),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    message: z.nullable(z.string()),
    answers: z.array(z.object({ question: z.string(), answer: z.string() })),
    isOutsideHours: z.boolean(),
    /** When a visitor ticked the consent box at the sign-in; null when they did not, or for inquiries. */
    consentGivenAt: z.nullable(z.string()),
    createdAt: z.string(),
    score: z.number().check(z.int(), z.gte(0), z.lte(100)),
    reasons: z.array(ZLeadScoreReasonSchema),
    /** Set when the person's details were removed (their request, or the retention period): name, e-mail, phone and answers are blank. */
    removal: z.optional(z.nullable(z.object({ at: z.string(), reason: z.enum(LEAD_REMOVAL_REASONS) }))),
    /** Its delivery to the agent's CRM; null when no CRM was connected when it came in. */
    crmDelivery: z.nullable(ZCrmDeliverySchema),
  }),
);
export type TPipelineLead = z.infer<typeof ZPipelineLeadSchema>;

/** One page of leads; `total` counts every lead matching the filters, `nextCursor` is null on the last page. */
export const ZListPipelineLeadsResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(ZPipelineLeadSchema), total: z.number().check(z.int()), nextCursor: z.nullable(z.string()) }),
);

export const ZLeadIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));

/** PATCH /api/leads/{id}: the agent's own pipeline fields; omitted fields keep their value, null clears. */
export const ZUpdateLeadRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    status: z.optional(z.enum(LEAD_STATUS_VALUES, { error: 'Unknown status' })),
    notes: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(5000, 'Notes must be at most 5000 characters')))),
    nextFollowUp: z.optional(z.nullable(isoDate)),
  }),
);
export type TUpdateLeadRequest = z.input<typeof ZUpdateLeadRequestSchema>;
