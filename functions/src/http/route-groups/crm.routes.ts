import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import {
  ZConnectFollowUpBossRequestSchema,
  ZConnectWebhookRequestSchema,
  ZConnectWebhookResponseSchema,
  ZCrmConnectionSchema,
  ZCrmDeliveryParamsSchema,
  ZCrmDeliverySchema,
  ZCrmTestResultSchema,
  ZGetCrmConnectionResponseSchema,
} from '@shared/schemas/crm.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** CRM sync: an agent's or broker's one CRM connection (secrets sealed, never answered) and their leads' deliveries. */
export const getCrmConnectionRoute = {
  method: 'GET',
  path: '/api/crm/connection',
  handler: 'http/crm/get-crm-connection',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: "The caller's CRM connection (API key's last four characters only; no secret)",
  tags: ['CRM'],
  response: ZGetCrmConnectionResponseSchema,
} as const satisfies THttpRoute;

export const connectFollowUpBossRoute = {
  method: 'PUT',
  path: '/api/crm/connection/follow-up-boss',
  handler: 'http/crm/connect-follow-up-boss',
  access: 'pro',
  resources: ['table:read', 'table:write', 'secret:mls-credentials-key'],
  summary: 'Connect Follow Up Boss with an API key (sealed at rest; replaces any connection)',
  tags: ['CRM'],
  body: ZConnectFollowUpBossRequestSchema,
  response: ZCrmConnectionSchema,
} as const satisfies THttpRoute;

export const connectWebhookRoute = {
  method: 'PUT',
  path: '/api/crm/connection/webhook',
  handler: 'http/crm/connect-webhook',
  access: 'pro',
  resources: ['table:read', 'table:write', 'secret:mls-credentials-key'],
  summary: 'Connect a signed webhook (https); answers its new signing secret this once (replaces any connection)',
  tags: ['CRM'],
  body: ZConnectWebhookRequestSchema,
  response: ZConnectWebhookResponseSchema,
} as const satisfies THttpRoute;

export const testCrmConnectionRoute = {
  method: 'POST',
  path: '/api/crm/connection/test',
  handler: 'http/crm/test-crm-connection',
  access: 'pro',
  resources: ['table:read', 'table:write', 'secret:mls-credentials-key'],
  summary: "Send a test lead through the caller's CRM connection and answer what the CRM said (404 without one)",
  tags: ['CRM'],
  timeoutSeconds: 20,
  response: ZCrmTestResultSchema,
} as const satisfies THttpRoute;

export const disconnectCrmRoute = {
  method: 'DELETE',
  path: '/api/crm/connection',
  handler: 'http/crm/disconnect-crm',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: "Disconnect the caller's CRM (its sealed secret is deleted)",
  tags: ['CRM'],
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

export const retryCrmDeliveryRoute = {
  method: 'POST',
  path: '/api/leads/{id}/crm-delivery/retry',
  handler: 'http/crm/retry-crm-delivery',
  access: 'pro',
  resources: ['table:read', 'table:write', 'queue:crm-delivery'],
  summary: 'Send a lead that was not delivered to the CRM again (its agent only; 409 when delivered or no CRM)',
  tags: ['CRM'],
  params: ZCrmDeliveryParamsSchema,
  response: ZCrmDeliverySchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const crmRoutes = {
  'GET /api/crm/connection': getCrmConnectionRoute,
  'PUT /api/crm/connection/follow-up-boss': connectFollowUpBossRoute,
  'PUT /api/crm/connection/webhook': connectWebhookRoute,
  'POST /api/crm/connection/test': testCrmConnectionRoute,
  'DELETE /api/crm/connection': disconnectCrmRoute,
  'POST /api/leads/{id}/crm-delivery/retry': retryCrmDeliveryRoute,
} as const satisfies Record<string, THttpRoute>;
