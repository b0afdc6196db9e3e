import * as z from 'zod';
import { LEAD_SOURCE_VALUES, LEAD_STATUS_VALUES } from '../constants/lead-capture';
import { ZResourceIdSchema } from './form-fields.schema';
import { ZCrmDeliverySchema } from './crm.schema';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-06-01');

/** GET /api/leads: the caller's leads, filtered, sorted and searched. */
export const ZListLeadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUS_VALUES, { error: 'Unknown status' }).optional(),
  source: z.enum(LEAD_SOURCE_VALUES, { error: 'Unknown source' }).optional(),
  listingId: ZResourceIdSchema.optional(),
  /** Received on or after this day (UTC). */
  from: isoDate.optional(),
  /** Received on or before this day (UTC). */
  to: isoDate.optional(),
  /** Part of the name or e-mail. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  sort: z.enum(['recent', 'score'], { error: 'Sort by recent or score' }).default('recent'),
});
export type TListLeadsQuery = z.input<typeof ZListLeadsQuerySchema>;
/** The query as the handler hands it on (the sort defaulted). */
export type TListLeadsFilters = z.output<typeof ZListLeadsQuerySchema>;

/** GET /api/leads one page at a time: the filters plus the `nextCursor` of the page before. */
export const ZListLeadsPageQuerySchema = ZListLeadsQuerySchema.extend({ cursor: z.string().max(1000, 'Invalid cursor').optional() });
export type TListLeadsPageQuery = z.output<typeof ZListLeadsPageQuerySchema>;

export const ZLeadScoreReasonSchema = z.object({ label: z.string(), points: z.number().int() });
export type TLeadScoreReason = z.infer<typeof ZLeadScoreReasonSchema>;

/** The agent's own working state of one lead (PATCH /api/leads/{id} answers it). */
export const ZLeadPipelineStateSchema = z.object({
  id: z.string(),
  status: z.enum(LEAD_STATUS_VALUES),
  notes: z.string().nullable(),
  nextFollowUp: z.string().nullable(),
});
export type TLeadPipelineState = z.infer<typeof ZLeadPipelineStateSchema>;

/** A lead in the pipeline: what the person said, the agent's state of it, and its score with reasons. */
export const ZPipelineLeadSchema = ZLeadPipelineStateSchema.extend({
  source: z.enum(LEAD_SOURCE_VALUES),
  listingId: z.string().nullable(),
  listingTitle: z.string().nullable(),
  openHouseId: z.string().nullable(),
  /** The hours (in the listing's time zone) of the open house a sign-in came from; null for inquiries and older sign-ins. */
  openHouse: z.object({ startsAt: z.string(), endsAt: z.string(), timeZone: z.string() }).nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  isOutsideHours: z.boolean(),
  /** When a visitor ticked the consent box at the sign-in; null when they did not, or for inquiries. */
  consentGivenAt: z.string().nullable(),
  createdAt: z.string(),
  score: z.number().int().min(0).max(100),
  reasons: z.array(ZLeadScoreReasonSchema),
  /** Its delivery to the agent's CRM; null when no CRM was connected when it came in. */
  crmDelivery: ZCrmDeliverySchema.nullable(),
});
export type TPipelineLead = z.infer<typeof ZPipelineLeadSchema>;

/** One page of leads; `total` counts every lead matching the filters, `nextCursor` is null on the last page. */
export const ZListPipelineLeadsResponseSchema = z.object({ items: z.array(ZPipelineLeadSchema), total: z.number().int(), nextCursor: z.string().nullable() });

export const ZLeadIdParamsSchema = z.object({ id: ZResourceIdSchema });

/** PATCH /api/leads/{id}: the agent's own pipeline fields; omitted fields keep their value, null clears. */
export const ZUpdateLeadRequestSchema = z.object({
  status: z.enum(LEAD_STATUS_VALUES, { error: 'Unknown status' }).optional(),
  notes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').nullable().optional(),
  nextFollowUp: isoDate.nullable().optional(),
});
export type TUpdateLeadRequest = z.input<typeof ZUpdateLeadRequestSchema>;
