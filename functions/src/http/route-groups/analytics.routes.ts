import { ZAdvancedAnalyticsResponseSchema } from '@shared/schemas/advanced-analytics.schema';
import { ZAdvancedAnalyticsQuerySchema, ZAnalyticsQuerySchema, ZAnalyticsResponseSchema } from '@shared/schemas/analytics.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Analytics: counts from the rollups the events move in their own transactions. */
export const getAnalyticsRoute = {
  method: 'GET',
  path: '/api/analytics',
  handler: 'http/analytics/get-analytics',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary:
    'Views, saves, inquiries, open-house sign-ins and leads by status per day or week, per listing and in total, with open-house conversion; a broker sees their approved team. Every plan: the last 30 days; other ranges (up to 731 days) need advanced analytics',
  tags: ['Analytics'],
  query: ZAnalyticsQuerySchema,
  response: ZAnalyticsResponseSchema,
} as const satisfies THttpRoute;

/** Advanced analytics: a range beside the previous period, leads by source, the status funnel and every listing in both. */
export const getAdvancedAnalyticsRoute = {
  method: 'GET',
  path: '/api/analytics/advanced',
  handler: 'http/analytics/get-advanced-analytics',
  access: 'pro',
  capability: 'advanced-analytics',
  resources: ['table:read', 'table:write'],
  summary:
    'Any range of up to 731 days beside the previous period of the same length: totals, leads by source (open-house sign-in, listing inquiry, profile contact), the conversion funnel of lead status moves and every listing in both periods; a broker sees their approved team',
  tags: ['Analytics'],
  query: ZAdvancedAnalyticsQuerySchema,
  response: ZAdvancedAnalyticsResponseSchema,
} as const satisfies THttpRoute;

export const exportAnalyticsRoute = {
  method: 'GET',
  path: '/api/analytics/export',
  handler: 'http/analytics/export-analytics',
  access: 'pro',
  capability: 'advanced-analytics',
  resources: ['table:read', 'table:write'],
  summary: 'The per-listing comparison of GET /api/analytics/advanced as a spreadsheet-safe CSV file (text/csv, named after the range)',
  tags: ['Analytics'],
  query: ZAdvancedAnalyticsQuerySchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const analyticsRoutes = {
  'GET /api/analytics': getAnalyticsRoute,
  'GET /api/analytics/advanced': getAdvancedAnalyticsRoute,
  'GET /api/analytics/export': exportAnalyticsRoute,
} as const satisfies Record<string, THttpRoute>;
