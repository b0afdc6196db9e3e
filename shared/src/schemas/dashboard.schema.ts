import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/** GET /api/dashboard/stats: the agent home tiles, real counts for the caller's own listings. */
export const ZDashboardStatsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    totalProperties: z.number().check(z.int()),
    totalViews: z.number().check(z.int()),
    totalLeads: z.number().check(z.int()),
    activeOpenHouses: z.number().check(z.int()),
  }),
);
export type TDashboardStats = z.infer<typeof ZDashboardStatsSchema>;
