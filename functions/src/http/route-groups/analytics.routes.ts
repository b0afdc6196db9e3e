import { ZAnalyticsQuerySchema, ZAnalyticsResponseSchema } from '@shared/schemas/analytics.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Analytics: counts from the rollups the events move in their own transactions. */
export const getAnalyticsRoute = {
  method: 'GET', path: '/api/analytics', handler: 'http/analytics/get-analytics', access: 'pro',
  resources: ['table:read', 'table:write'], summary: 'Views, saves, inquiries, open-house sign-ins and leads by status per day or week, per listing and in total, with open-house conversion; a broker sees their approved team', tags: ['Analytics'],
  query: ZAnalyticsQuerySchema, response: ZAnalyticsResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const analyticsRoutes = {
  'GET /api/analytics': getAnalyticsRoute,
} as const satisfies Record<string, THttpRoute>;
