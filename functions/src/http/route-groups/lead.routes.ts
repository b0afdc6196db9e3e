import { ZOpenHouseParamsSchema } from '@shared/schemas/open-house.schema';
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
import { ZLeadIdParamsSchema, ZLeadPipelineStateSchema, ZListLeadsPageQuerySchema, ZListLeadsQuerySchema, ZListPipelineLeadsResponseSchema, ZUpdateLeadRequestSchema } from '@shared/schemas/lead-pipeline.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Lead capture at the door (sign-in sheets, visitors' sign-ins) and the agent's lead pipeline. */
export const leadRoutes = {
  'GET /api/properties/{id}/open-houses/{openHouseId}/sign-in-form': {
    method: 'GET', path: '/api/properties/{id}/open-houses/{openHouseId}/sign-in-form', handler: 'http/open-house-sign-in/get-own-sign-in-form', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'The sign-in sheet of an open house with its custom questions (owner only)', tags: ['Lead capture'],
    params: ZOpenHouseParamsSchema, response: ZOwnSignInFormSchema,
  },
  'PUT /api/properties/{id}/open-houses/{openHouseId}/sign-in-form': {
    method: 'PUT', path: '/api/properties/{id}/open-houses/{openHouseId}/sign-in-form', handler: 'http/open-house-sign-in/save-sign-in-form', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Save the custom questions (up to 5) of an open house\'s sign-in; opens its visitor link (owner only)', tags: ['Lead capture'],
    params: ZOpenHouseParamsSchema, body: ZSaveSignInFormRequestSchema, response: ZOwnSignInFormSchema,
  },
  'GET /api/open-houses/{id}/sign-in-form': {
    method: 'GET', path: '/api/open-houses/{id}/sign-in-form', handler: 'http/open-house-sign-in/get-sign-in-form', access: 'public',
    resources: ['table:read'], summary: 'What a visitor\'s sign-in page shows: the open house and its questions', tags: ['Lead capture'],
    params: ZOpenHouseIdParamsSchema, response: ZSignInFormSchema,
  },
  'POST /api/open-houses/{id}/sign-ins': {
    method: 'POST', path: '/api/open-houses/{id}/sign-ins', handler: 'http/open-house-sign-in/create-sign-in', access: 'public',
    resources: ['table:read', 'table:write', 'secret:ip-hash-salt', 'queue:crm-delivery', 'queue:notifications'],
    summary: 'Sign in at an open house: a Visited Open House lead (rate limited like inquiries; idempotent by clientId; flagged outside the hours)', tags: ['Lead capture'],
    params: ZOpenHouseIdParamsSchema, body: ZCreateSignInRequestSchema, response: ZCreateLeadResponseSchema,
  },
  'POST /api/properties/{id}/open-houses/{openHouseId}/thank-you': {
    method: 'POST', path: '/api/properties/{id}/open-houses/{openHouseId}/thank-you', handler: 'http/open-house-sign-in/send-thank-you', access: 'pro',
    resources: ['table:read', 'table:write', 'mail:send'], summary: 'E-mail a thank-you to every visitor of an ended open house, once each, honouring unsubscribes (owner only)', tags: ['Lead capture'],
    params: ZOpenHouseParamsSchema, response: ZSendThankYouResponseSchema,
  },
  'POST /api/mail/unsubscribe': {
    method: 'POST', path: '/api/mail/unsubscribe', handler: 'http/open-house-sign-in/unsubscribe', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'Stop an agent\'s e-mails to an address, with the token of an unsubscribe link', tags: ['Lead capture'],
    body: ZUnsubscribeRequestSchema, response: ZMessageResponseSchema,
  },
  'GET /api/leads': {
    method: 'GET', path: '/api/leads', handler: 'http/leads/list-pipeline-leads', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'The caller\'s leads (inquiries, profile contacts, sign-ins) with status, notes, follow-up and a score with its reasons; filtered, searched, sorted, a page at a time (cursor)', tags: ['Leads'],
    query: ZListLeadsPageQuerySchema, response: ZListPipelineLeadsResponseSchema,
  },
  'GET /api/leads/export': {
    method: 'GET', path: '/api/leads/export', handler: 'http/leads/export-pipeline-leads', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'The caller\'s leads matching the same filters as GET /api/leads, all of them, as a spreadsheet-safe CSV file', tags: ['Leads'],
    query: ZListLeadsQuerySchema,
  },
  'PATCH /api/leads/{id}': {
    method: 'PATCH', path: '/api/leads/{id}', handler: 'http/leads/update-pipeline-lead', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Set a lead\'s status, notes or next follow-up date (its agent only)', tags: ['Leads'],
    params: ZLeadIdParamsSchema, body: ZUpdateLeadRequestSchema, response: ZLeadPipelineStateSchema,
  },
} as const satisfies Record<string, THttpRoute>;
