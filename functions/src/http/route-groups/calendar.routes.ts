import { ZCalendarFeedFileParamsSchema, ZCalendarFeedResponseSchema } from '@shared/schemas/calendar-feed.schema';
import type { THttpRoute } from '../../entries/entry-types';

/**
 * Calendar subscription feeds. The feeds themselves are public routes: calendar apps poll them without
 * cookies, and the unguessable secret in the address is the credential (404 once reset). The owner routes
 * give the address (creating the feed on first use) and reset it; they read the key secrets derive from.
 */
export const getAgentFeedRoute = {
  method: 'GET',
  path: '/api/calendar/agents/{feed}',
  handler: 'http/calendar/get-agent-feed',
  access: 'public',
  resources: ['table:read'],
  summary: "An agent's open houses (from 90 days ago on) as an iCalendar feed; `feed` is `<secret>.ics` from GET /api/calendar/feeds/agent",
  tags: ['Calendar'],
  params: ZCalendarFeedFileParamsSchema,
} as const satisfies THttpRoute;

export const getBuyerFeedRoute = {
  method: 'GET',
  path: '/api/calendar/buyers/{feed}',
  handler: 'http/calendar/get-buyer-feed',
  access: 'public',
  resources: ['table:read'],
  summary: "A person's saved open houses (cancelled RSVPs left out) as an iCalendar feed; `feed` is `<secret>.ics` from GET /api/calendar/feeds/buyer",
  tags: ['Calendar'],
  params: ZCalendarFeedFileParamsSchema,
} as const satisfies THttpRoute;

export const getAgentFeedAddressRoute = {
  method: 'GET',
  path: '/api/calendar/feeds/agent',
  handler: 'http/calendar/get-agent-feed-address',
  access: 'pro',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: "The caller's open-house feed address (created on first use; keep it secret)",
  tags: ['Calendar'],
  response: ZCalendarFeedResponseSchema,
} as const satisfies THttpRoute;

export const resetAgentFeedRoute = {
  method: 'POST',
  path: '/api/calendar/feeds/agent/reset',
  handler: 'http/calendar/reset-agent-feed',
  access: 'pro',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'A new open-house feed address; the old one answers 404 at once',
  tags: ['Calendar'],
  response: ZCalendarFeedResponseSchema,
} as const satisfies THttpRoute;

export const getBuyerFeedAddressRoute = {
  method: 'GET',
  path: '/api/calendar/feeds/buyer',
  handler: 'http/calendar/get-buyer-feed-address',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: "The caller's saved-open-house feed address (created on first use; keep it secret)",
  tags: ['Calendar'],
  response: ZCalendarFeedResponseSchema,
} as const satisfies THttpRoute;

export const resetBuyerFeedRoute = {
  method: 'POST',
  path: '/api/calendar/feeds/buyer/reset',
  handler: 'http/calendar/reset-buyer-feed',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'A new saved-open-house feed address; the old one answers 404 at once',
  tags: ['Calendar'],
  response: ZCalendarFeedResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const calendarRoutes = {
  'GET /api/calendar/agents/{feed}': getAgentFeedRoute,
  'GET /api/calendar/buyers/{feed}': getBuyerFeedRoute,
  'GET /api/calendar/feeds/agent': getAgentFeedAddressRoute,
  'POST /api/calendar/feeds/agent/reset': resetAgentFeedRoute,
  'GET /api/calendar/feeds/buyer': getBuyerFeedAddressRoute,
  'POST /api/calendar/feeds/buyer/reset': resetBuyerFeedRoute,
} as const satisfies Record<string, THttpRoute>;
