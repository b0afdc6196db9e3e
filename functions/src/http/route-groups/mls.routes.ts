import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import {
  ZCreateMlsConfigurationRequestSchema,
  ZMlsConfigurationIdParamsSchema,
  ZMlsConfigurationListResponseSchema,
  ZMlsConfigurationSchema,
  ZMlsSyncLogListResponseSchema,
  ZMlsTestResultSchema,
  ZStartMlsSyncRequestSchema,
  ZStartMlsSyncResponseSchema,
  ZUpdateMlsConfigurationRequestSchema,
} from '@shared/schemas/mls.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** MLS configurations, connection tests, syncs and their logs: an agent's or broker's own only. */
export const listMlsConfigurationsRoute = {
  method: 'GET',
  path: '/api/mls/configurations',
  handler: 'http/mls/list-mls-configurations',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: "The caller's MLS configurations (passwords masked) with their latest sync",
  tags: ['MLS'],
  response: ZMlsConfigurationListResponseSchema,
} as const satisfies THttpRoute;

export const createMlsConfigurationRoute = {
  method: 'POST',
  path: '/api/mls/configurations',
  handler: 'http/mls/create-mls-configuration',
  access: 'pro',
  resources: ['table:read', 'table:write', 'schedules:mls-sync', 'secret:mls-credentials-key'],
  summary:
    "Add an MLS configuration (credentials encrypted at rest; auto-sync creates its schedule): of a registered MLS (`mlsId`, or a provider URL that is one of its servers: its listings one per MLS and ListingKey, its MLS ids claimed until verified, importing nothing until then) or a private feed (any other server: the account's own listings in the configuration's own namespace, with no MLS attribution)",
  tags: ['MLS'],
  body: ZCreateMlsConfigurationRequestSchema,
  response: ZMlsConfigurationSchema,
} as const satisfies THttpRoute;

export const updateMlsConfigurationRoute = {
  method: 'PATCH',
  path: '/api/mls/configurations/{id}',
  handler: 'http/mls/update-mls-configuration',
  access: 'pro',
  resources: ['table:read', 'table:write', 'schedules:mls-sync'],
  summary: "Turn a configuration on or off, change auto-sync or its frequency, or a RETS configuration's resource, class and field overrides (owner only)",
  tags: ['MLS'],
  params: ZMlsConfigurationIdParamsSchema,
  body: ZUpdateMlsConfigurationRequestSchema,
  response: ZMlsConfigurationSchema,
} as const satisfies THttpRoute;

export const deleteMlsConfigurationRoute = {
  method: 'DELETE',
  path: '/api/mls/configurations/{id}',
  handler: 'http/mls/delete-mls-configuration',
  access: 'pro',
  resources: ['table:read', 'table:write', 'schedules:mls-sync'],
  summary: 'Delete a configuration with its schedule, logs and mappings; imported listings stay (owner only)',
  tags: ['MLS'],
  timeoutSeconds: 60,
  params: ZMlsConfigurationIdParamsSchema,
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

export const listMlsSyncLogsRoute = {
  method: 'GET',
  path: '/api/mls/configurations/{id}/logs',
  handler: 'http/mls/list-mls-sync-logs',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'Sync logs of a configuration, newest first (owner only)',
  tags: ['MLS'],
  params: ZMlsConfigurationIdParamsSchema,
  response: ZMlsSyncLogListResponseSchema,
} as const satisfies THttpRoute;

export const testMlsConfigurationRoute = {
  method: 'POST',
  path: '/api/mls/configurations/{id}/test',
  handler: 'http/mls/test-mls-configuration',
  access: 'pro',
  resources: ['table:read', 'table:write', 'mail:send', 'secret:mls-credentials-key'],
  summary:
    "Connect to the MLS (RESO $metadata, RETS Login), answer what it said and how many listings in the feed are the member's, as the server counts them; a RETS Login that names the configuration's agent MLS ID verifies it (owner only)",
  tags: ['MLS'],
  timeoutSeconds: 30,
  params: ZMlsConfigurationIdParamsSchema,
  response: ZMlsTestResultSchema,
} as const satisfies THttpRoute;

export const testUnsavedMlsConfigurationRoute = {
  method: 'POST',
  path: '/api/mls/configurations/test',
  handler: 'http/mls/test-unsaved-mls-configuration',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary:
    "Test the Add MLS Configuration form's values before saving: the same connection check, feed count and sentence as a saved configuration's Test; nothing is stored and no credential is answered",
  tags: ['MLS'],
  timeoutSeconds: 30,
  body: ZCreateMlsConfigurationRequestSchema,
  response: ZMlsTestResultSchema,
} as const satisfies THttpRoute;

export const startMlsSyncRoute = {
  method: 'POST',
  path: '/api/mls/configurations/{id}/sync',
  handler: 'http/mls/start-mls-sync',
  access: 'pro',
  resources: ['table:read', 'table:write', 'queue:mls-sync'],
  summary:
    "Start an incremental or full sync in the background (202; 409 while one runs, and 409 MLS_MEMBER_NOT_VERIFIED for a registered MLS's configuration with no verified MLS id; owner only)",
  tags: ['MLS'],
  params: ZMlsConfigurationIdParamsSchema,
  body: ZStartMlsSyncRequestSchema,
  response: ZStartMlsSyncResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const mlsRoutes = {
  'GET /api/mls/configurations': listMlsConfigurationsRoute,
  'POST /api/mls/configurations': createMlsConfigurationRoute,
  'PATCH /api/mls/configurations/{id}': updateMlsConfigurationRoute,
  'DELETE /api/mls/configurations/{id}': deleteMlsConfigurationRoute,
  'GET /api/mls/configurations/{id}/logs': listMlsSyncLogsRoute,
  'POST /api/mls/configurations/{id}/test': testMlsConfigurationRoute,
  'POST /api/mls/configurations/test': testUnsavedMlsConfigurationRoute,
  'POST /api/mls/configurations/{id}/sync': startMlsSyncRoute,
} as const satisfies Record<string, THttpRoute>;
