import { ZOpenHouseParamsSchema } from '@shared/schemas/open-house-params.schema';
import {
  ZCreateSignInRequestSchema,
  ZOpenHouseIdParamsSchema,
  ZOwnSignInFormSchema,
  ZSaveSignInFormRequestSchema,
  ZSendThankYouResponseSchema,
  ZSignInFormSchema,
  ZUnsubscribeRequestSchema,
} from '@shared/schemas/lead-capture.schema';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import { ZCreateLeadResponseSchema } from '@shared/schemas/lead.schema';
import {
  ZLeadIdParamsSchema,
  ZLeadPipelineStateSchema,
  ZListLeadsPageQuerySchema,
  ZListLeadsQuerySchema,
  ZListPipelineLeadsResponseSchema,
  ZUpdateLeadRequestSchema,
} from '@shared/schemas/lead-pipeline.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Lead capture at the door (sign-in sheets, visitors' sign-ins) and the agent's lead pipeline. */
export const getOwnSignInFormRoute = {
  method: 'GET',
  path: '/api/properties/{id}/open-houses/{openHouseId}/sign-in-form',
  handler: 'http/open-house-sign-in/get-own-sign-in-form',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'The sign-in sheet of an open house with its custom questions (owner only)',
  tags: ['Lead capture'],
  params: ZOpenHouseParamsSchema,
  response: ZOwnSignInFormSchema,
} as const satisfies THttpRoute;

export const saveSignInFormRoute = {
  method: 'PUT',
  path: '/api/properties/{id}/open-houses/{openHouseId}/sign-in-form',
  handler: 'http/open-house-sign-in/save-sign-in-form',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: "Save the custom questions (up to 5) of an open house's sign-in; opens its visitor link (owner only)",
  tags: ['Lead capture'],
  params: ZOpenHouseParamsSchema,
  body: ZSaveSignInFormRequestSchema,
  response: ZOwnSignInFormSchema,
} as const satisfies THttpRoute;

export const getSignInFormRoute = {
  method: 'GET',
  path: '/api/open-houses/{id}/sign-in-form',
  handler: 'http/open-house-sign-in/get-sign-in-form',
  access: 'public',
  resources: ['table:read'],
  summary: "What a visitor's sign-in page shows: the open house and its questions",
  tags: ['Lead capture'],
  params: ZOpenHouseIdParamsSchema,
  response: ZSignInFormSchema,
} as const satisfies THttpRoute;

export const createSignInRoute = {
  method: 'POST',
  path: '/api/open-houses/{id}/sign-ins',
  handler: 'http/open-house-sign-in/create-sign-in',
  access: 'public',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt', 'queue:crm-delivery', 'queue:notifications'],
  summary: 'Sign in at an open house: a Visited Open House lead (rate limited like inquiries; idempotent by clientId; flagged outside the hours)',
  tags: ['Lead capture'],
  params: ZOpenHouseIdParamsSchema,
  body: ZCreateSignInRequestSchema,
  response: ZCreateLeadResponseSchema,
} as const satisfies THttpRoute;

export const sendThankYouRoute = {
  method: 'POST',
  path: '/api/properties/{id}/open-houses/{openHouseId}/thank-you',
  handler: 'http/open-house-sign-in/send-thank-you',
  access: 'pro',
  resources: ['table:read', 'table:write', 'mail:send'],
  summary: 'E-mail a thank-you to every visitor of an ended open house, once each, honouring unsubscribes (owner only)',
  tags: ['Lead capture'],
  params: ZOpenHouseParamsSchema,
  response: ZSendThankYouResponseSchema,
} as const satisfies THttpRoute;

export const unsubscribeRoute = {
  method: 'POST',
  path: '/api/mail/unsubscribe',
  handler: 'http/open-house-sign-in/unsubscribe',
  access: 'public',
  resources: ['table:read', 'table:write'],
  summary: "Stop an agent's e-mails to an address, with the token of an unsubscribe link",
  tags: ['Lead capture'],
  body: ZUnsubscribeRequestSchema,
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

export const listPipelineLeadsRoute = {
  method: 'GET',
  path: '/api/leads',
  handler: 'http/leads/list-pipeline-leads',
  access: 'pro',
  apiScope: 'leads:read',
  resources: ['table:read', 'table:write'],
  summary:
    "The caller's leads (inquiries, profile contacts, sign-ins) with status, notes, follow-up and a score with its reasons; filtered, searched, sorted, a page at a time (cursor)",
  tags: ['Leads'],
  query: ZListLeadsPageQuerySchema,
  response: ZListPipelineLeadsResponseSchema,
} as const satisfies THttpRoute;

export const exportPipelineLeadsRoute = {
  method: 'GET',
  path: '/api/leads/export',
  handler: 'http/leads/export-pipeline-leads',
  access: 'pro',
  apiScope: 'leads:read',
  resources: ['table:read', 'table:write'],
  summary: "The caller's leads matching the same filters as GET /api/leads, all of them, as a spreadsheet-safe CSV file",
  tags: ['Leads'],
  query: ZListLeadsQuerySchema,
} as const satisfies THttpRoute;

export const updatePipelineLeadRoute = {
  method: 'PATCH',
  path: '/api/leads/{id}',
  handler: 'http/leads/update-pipeline-lead',
  access: 'pro',
  apiScope: 'leads:write',
  resources: ['table:read', 'table:write'],
  summary: "Set a lead's status, notes or next follow-up date (its agent only)",
  tags: ['Leads'],
  params: ZLeadIdParamsSchema,
  body: ZUpdateLeadRequestSchema,
  response: ZLeadPipelineStateSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const leadRoutes = {
  'GET /api/properties/{id}/open-houses/{openHouseId}/sign-in-form': getOwnSignInFormRoute,
  'PUT /api/properties/{id}/open-houses/{openHouseId}/sign-in-form': saveSignInFormRoute,
  'GET /api/open-houses/{id}/sign-in-form': getSignInFormRoute,
  'POST /api/open-houses/{id}/sign-ins': createSignInRoute,
  'POST /api/properties/{id}/open-houses/{openHouseId}/thank-you': sendThankYouRoute,
  'POST /api/mail/unsubscribe': unsubscribeRoute,
  'GET /api/leads': listPipelineLeadsRoute,
  'GET /api/leads/export': exportPipelineLeadsRoute,
  'PATCH /api/leads/{id}': updatePipelineLeadRoute,
} as const satisfies Record<string, THttpRoute>;
