import {
  ZAssignTeamLeadRequestSchema,
  ZListTeamLeadsQuerySchema,
  ZListTeamLeadsResponseSchema,
  ZPoolAvailabilityRequestSchema,
  ZTeamLeadParamsSchema,
  ZTeamLeadRulesSchema,
  ZTeamLeadSchema,
  ZTeamPoolSettingsSchema,
  ZTeamPoolStandingSchema,
} from '@shared/schemas/team-lead.schema';
import type { THttpRoute } from '../../entries/entry-types';

/**
 * The shared lead pool of a Team brokerage: its broker and approved agents, checked on each request; the broker's
 * plan must include the pool (a member's own plan does not matter).
 */
export const listTeamLeadsRoute = {
  method: 'GET',
  path: '/api/team-leads',
  handler: 'http/team-leads/list-team-leads',
  access: 'pro',
  teamCapability: 'shared-lead-pool',
  resources: ['table:read', 'table:write'],
  summary:
    "A page of the caller's team pool, newest first: `pool` the unassigned leads, `mine` those the caller holds, `from-me` the caller's own leads in the pool, `all` every lead of the team (the broker only); 403 outside a team",
  tags: ['Team lead pool'],
  query: ZListTeamLeadsQuerySchema,
  response: ZListTeamLeadsResponseSchema,
} as const satisfies THttpRoute;

export const claimTeamLeadRoute = {
  method: 'POST',
  path: '/api/team-leads/{id}/claim',
  handler: 'http/team-leads/claim-team-lead',
  access: 'pro',
  teamCapability: 'shared-lead-pool',
  resources: ['table:read', 'table:write', 'schedules:lead-pool-returns'],
  summary: 'Take an unassigned lead of the team pool (409 "This lead was already claimed." when someone else was first; 404 not this team\'s)',
  tags: ['Team lead pool'],
  params: ZTeamLeadParamsSchema,
  response: ZTeamLeadSchema,
} as const satisfies THttpRoute;

export const assignTeamLeadRoute = {
  method: 'PUT',
  path: '/api/team-leads/{id}/assignee',
  handler: 'http/team-leads/assign-team-lead',
  access: 'broker',
  teamCapability: 'shared-lead-pool',
  resources: ['table:read', 'table:write', 'queue:notifications', 'schedules:lead-pool-returns'],
  summary:
    'Give a team lead to an approved member (or the broker), move it, or put it back in the pool (null); the new holder gets the instant lead alert (409 when it changed meanwhile)',
  tags: ['Team lead pool'],
  params: ZTeamLeadParamsSchema,
  body: ZAssignTeamLeadRequestSchema,
  response: ZTeamLeadSchema,
} as const satisfies THttpRoute;

export const getTeamPoolSettingsRoute = {
  method: 'GET',
  path: '/api/team-leads/settings',
  handler: 'http/team-leads/get-team-pool-settings',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary:
    "The caller's place in the team pool (broker or member, their availability, the rules, and for the broker the members), or `pool: null` with the reason the pool routes refuse them (no team; a plan without the pool)",
  tags: ['Team lead pool'],
  response: ZTeamPoolStandingSchema,
} as const satisfies THttpRoute;

export const setTeamPoolRulesRoute = {
  method: 'PUT',
  path: '/api/team-leads/rules',
  handler: 'http/team-leads/set-team-pool-rules',
  access: 'broker',
  teamCapability: 'shared-lead-pool',
  resources: ['table:read', 'table:write'],
  summary: "The broker's optional rules: new leads round-robin among available members; back to the pool after N hours still New (null: never)",
  tags: ['Team lead pool'],
  body: ZTeamLeadRulesSchema,
  response: ZTeamPoolSettingsSchema,
} as const satisfies THttpRoute;

export const setPoolAvailabilityRoute = {
  method: 'PUT',
  path: '/api/team-leads/availability',
  handler: 'http/team-leads/set-pool-availability',
  access: 'pro',
  teamCapability: 'shared-lead-pool',
  resources: ['table:read', 'table:write'],
  summary: 'A member takes new team leads in turn (round-robin) or not',
  tags: ['Team lead pool'],
  body: ZPoolAvailabilityRequestSchema,
  response: ZTeamPoolSettingsSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const teamLeadRoutes = {
  'GET /api/team-leads': listTeamLeadsRoute,
  'POST /api/team-leads/{id}/claim': claimTeamLeadRoute,
  'PUT /api/team-leads/{id}/assignee': assignTeamLeadRoute,
  'GET /api/team-leads/settings': getTeamPoolSettingsRoute,
  'PUT /api/team-leads/rules': setTeamPoolRulesRoute,
  'PUT /api/team-leads/availability': setPoolAvailabilityRoute,
} as const satisfies Record<string, THttpRoute>;
