import * as z from '../zod';

/** GET /api/dashboard/stats: the agent home tiles, real counts for the caller's own listings. */
export const ZDashboardStatsSchema = z.object({
  totalProperties: z.number().check(z.int()),
  totalViews: z.number().check(z.int()),
  totalLeads: z.number().check(z.int()),
  activeOpenHouses: z.number().check(z.int()),
});
export type TDashboardStats = z.infer<typeof ZDashboardStatsSchema>;
