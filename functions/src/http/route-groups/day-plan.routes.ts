import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import {
  ZDayPlanParamsSchema,
  ZDayPlanSchema,
  ZDayPlanShareResponseSchema,
  ZPlanDaysResponseSchema,
  ZSaveDayPlanRequestSchema,
  ZSharedDayPlanParamsSchema,
} from '@shared/schemas/day-plan.schema';
import type { THttpRoute } from '../../entries/entry-types';

/**
 * A buyer's open-house day plans: the itinerary of a day's saved open houses, recomputed on every read.
 * Reads repair saved open houses that moved (table:write); share links are derived from the server key.
 */
export const listPlanDaysRoute = {
  method: 'GET',
  path: '/api/users/day-plans',
  handler: 'http/day-plans/list-plan-days',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Days with saved open houses still to come (count each), and whether each has a saved plan',
  tags: ['Day plans'],
  response: ZPlanDaysResponseSchema,
} as const satisfies THttpRoute;

export const getDayPlanRoute = {
  method: 'GET',
  path: '/api/users/day-plans/{date}',
  handler: 'http/day-plans/get-day-plan',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary:
    "The itinerary of a day (YYYY-MM-DD in the listings' zone) from the saved open houses' current times: order, arrival and leave times, estimated travel, stops that do not fit and why, what moved or was cancelled since the plan was saved. 404 with no saved open houses that day",
  tags: ['Day plans'],
  params: ZDayPlanParamsSchema,
  response: ZDayPlanSchema,
} as const satisfies THttpRoute;

export const saveDayPlanRoute = {
  method: 'PUT',
  path: '/api/users/day-plans/{date}',
  handler: 'http/day-plans/save-day-plan',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary:
    "Save the choices of a day's plan (start point and time, minutes per visit, open houses skipped) and answer the itinerary; saving again re-plans (acknowledges moves and cancellations)",
  tags: ['Day plans'],
  params: ZDayPlanParamsSchema,
  body: ZSaveDayPlanRequestSchema,
  response: ZDayPlanSchema,
} as const satisfies THttpRoute;

export const getItineraryCalendarRoute = {
  method: 'GET',
  path: '/api/users/day-plans/{date}/calendar',
  handler: 'http/day-plans/get-itinerary-calendar',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'The itinerary of a day as an iCalendar (.ics) file: one event per planned visit',
  tags: ['Day plans'],
  params: ZDayPlanParamsSchema,
} as const satisfies THttpRoute;

export const shareDayPlanRoute = {
  method: 'POST',
  path: '/api/users/day-plans/{date}/share',
  handler: 'http/day-plans/share-day-plan',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'A read-only link to the plan (unguessable; the same link while shared)',
  tags: ['Day plans'],
  params: ZDayPlanParamsSchema,
  response: ZDayPlanShareResponseSchema,
} as const satisfies THttpRoute;

export const revokeDayPlanShareRoute = {
  method: 'DELETE',
  path: '/api/users/day-plans/{date}/share',
  handler: 'http/day-plans/revoke-day-plan-share',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "Revoke the plan's share link: it answers 404 from the next request on",
  tags: ['Day plans'],
  params: ZDayPlanParamsSchema,
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

export const getSharedDayPlanRoute = {
  method: 'GET',
  path: '/api/day-plans/shared/{token}',
  handler: 'http/day-plans/get-shared-day-plan',
  access: 'public',
  resources: ['table:read', 'table:write'],
  summary: 'A shared plan, read-only, for whoever holds the link (404 once revoked)',
  tags: ['Day plans'],
  params: ZSharedDayPlanParamsSchema,
  response: ZDayPlanSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const dayPlanRoutes = {
  'GET /api/users/day-plans': listPlanDaysRoute,
  'GET /api/users/day-plans/{date}': getDayPlanRoute,
  'PUT /api/users/day-plans/{date}': saveDayPlanRoute,
  'GET /api/users/day-plans/{date}/calendar': getItineraryCalendarRoute,
  'POST /api/users/day-plans/{date}/share': shareDayPlanRoute,
  'DELETE /api/users/day-plans/{date}/share': revokeDayPlanShareRoute,
  'GET /api/day-plans/shared/{token}': getSharedDayPlanRoute,
} as const satisfies Record<string, THttpRoute>;
