import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ANALYTICS_FUNNEL_STAGES } from '../constants/analytics';
import { LEAD_SOURCE_VALUES, LEAD_STATUS_VALUES } from '../constants/lead-capture';
import { ZAnalyticsCountsSchema } from './analytics.schema';

const count = /* @__PURE__ */ lazySchema(() => z.number().check(z.int()));
const day = /* @__PURE__ */ lazySchema(() => z.string());

/** A number in the range and in the previous period of the same length. */
const compared = <T extends z.ZodMiniType>(value: T) => z.object({ current: value, previous: value });

/**
 * GET /api/analytics/advanced: the range beside the period of the same length just before it, with the
 * leads by source, the conversion funnel (lead status moves) and every listing's counts in both.
 */
export const ZAdvancedAnalyticsResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    from: day,
    to: day,
    previous: z.object({ from: day, to: day }),
    /** 'team' for a broker: their own numbers and their approved agents'. */
    scope: z.enum(['agent', 'team']),
    totals: compared(ZAnalyticsCountsSchema),
    sources: z.array(z.extend(compared(count), { source: z.enum(LEAD_SOURCE_VALUES), label: z.string() })),
    funnel: z.array(
      z.extend(compared(count), {
        stage: z.enum(ANALYTICS_FUNNEL_STAGES),
        label: z.string(),
        status: z.enum(LEAD_STATUS_VALUES),
      }),
    ),
    /** Every listing with activity in either period, most viewed in the range first; `agentName` only for a team. */
    listings: z.array(
      z.extend(compared(ZAnalyticsCountsSchema), { listingId: z.string(), title: z.string(), agentId: z.string(), agentName: z.nullable(z.string()) }),
    ),
  }),
);
export type TAdvancedAnalyticsResponse = z.infer<typeof ZAdvancedAnalyticsResponseSchema>;
