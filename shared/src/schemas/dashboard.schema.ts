import * as z from 'zod';

/** GET /api/dashboard/stats: the agent home tiles, real counts for the caller's own listings. */
export const ZDashboardStatsSchema = z.object({
  totalProperties: z.number().int(),
  totalViews: z.number().int(),
  totalLeads: z.number().int(),
  activeOpenHouses: z.number().int(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStatsSchema>;
