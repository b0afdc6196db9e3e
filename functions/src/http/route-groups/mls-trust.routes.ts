import {
  ZCreateMlsRegistryEntryRequestSchema,
  ZMlsRegistryEntrySchema,
  ZMlsRegistryIdParamsSchema,
  ZMlsRegistryListResponseSchema,
  ZUpdateMlsRegistryEntryRequestSchema,
} from '@shared/schemas/mls-registry.schema';
import {
  ZConfirmMlsVerificationCodeRequestSchema,
  ZDecideMlsReviewRequestSchema,
  ZMlsReviewIdParamsSchema,
  ZMlsReviewListQuerySchema,
  ZMlsReviewListResponseSchema,
  ZMlsReviewSchema,
  ZRequestMlsReviewRequestSchema,
  ZSendMlsVerificationCodeRequestSchema,
  ZSendMlsVerificationCodeResponseSchema,
} from '@shared/schemas/mls-verification.schema';
import { ZMlsConfigurationIdParamsSchema, ZMlsConfigurationSchema } from '@shared/schemas/mls.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** MLS trust: the registry of known MLSs (admins keep it), and members proving their MLS ids (owner only). */
export const listRegisteredMlssRoute = {
  method: 'GET',
  path: '/api/mls/registry',
  handler: 'http/mls-trust/list-registered-mlss',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'The registered MLSs a configuration can name, with their servers (nothing secret)',
  tags: ['MLS'],
  response: ZMlsRegistryListResponseSchema,
} as const satisfies THttpRoute;

export const sendMlsVerificationCodeRoute = {
  method: 'POST',
  path: '/api/mls/configurations/{id}/verification/code',
  handler: 'http/mls-trust/send-mls-verification-code',
  access: 'pro',
  resources: ['table:read', 'table:write', 'mail:send', 'secret:mls-credentials-key'],
  summary:
    "Send a 6-digit code to the e-mail the MLS's own Member (or Office) record gives for the configuration's MLS id (15 minutes, 5 tries, 3 sends an hour; 409 MLS_MEMBER_NO_EMAIL when it gives none: ask for a review)",
  tags: ['MLS'],
  timeoutSeconds: 30,
  params: ZMlsConfigurationIdParamsSchema,
  body: ZSendMlsVerificationCodeRequestSchema,
  response: ZSendMlsVerificationCodeResponseSchema,
} as const satisfies THttpRoute;

export const confirmMlsVerificationCodeRoute = {
  method: 'POST',
  path: '/api/mls/configurations/{id}/verification/confirm',
  handler: 'http/mls-trust/confirm-mls-verification-code',
  access: 'pro',
  resources: ['table:read', 'table:write', 'mail:send'],
  summary:
    'Enter the code: the MLS id is verified (one verified holder per MLS and id: another holder loses it and both are told); a wrong code answers the tries left',
  tags: ['MLS'],
  params: ZMlsConfigurationIdParamsSchema,
  body: ZConfirmMlsVerificationCodeRequestSchema,
  response: ZMlsConfigurationSchema,
} as const satisfies THttpRoute;

export const requestMlsReviewRoute = {
  method: 'POST',
  path: '/api/mls/configurations/{id}/verification/review',
  handler: 'http/mls-trust/request-mls-review',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'Ask an administrator to check the MLS id with the MLS (for an MLS that gives no e-mail)',
  tags: ['MLS'],
  params: ZMlsConfigurationIdParamsSchema,
  body: ZRequestMlsReviewRequestSchema,
  response: ZMlsReviewSchema,
} as const satisfies THttpRoute;

export const listMlsRegistryRoute = {
  method: 'GET',
  path: '/api/admin/mls-registry',
  handler: 'http/mls-trust/list-mls-registry',
  access: 'admin',
  resources: ['table:read', 'table:write'],
  summary: 'The MLS registry (administrators)',
  tags: ['Admin'],
  response: ZMlsRegistryListResponseSchema,
} as const satisfies THttpRoute;

export const createMlsRegistryEntryRoute = {
  method: 'POST',
  path: '/api/admin/mls-registry',
  handler: 'http/mls-trust/create-mls-registry-entry',
  access: 'admin',
  resources: ['table:read', 'table:write'],
  summary: 'Register an MLS: its id, name and servers (each server address belongs to one MLS; 409 otherwise)',
  tags: ['Admin'],
  body: ZCreateMlsRegistryEntryRequestSchema,
  response: ZMlsRegistryEntrySchema,
} as const satisfies THttpRoute;

export const updateMlsRegistryEntryRoute = {
  method: 'PATCH',
  path: '/api/admin/mls-registry/{id}',
  handler: 'http/mls-trust/update-mls-registry-entry',
  access: 'admin',
  resources: ['table:read', 'table:write'],
  summary: 'Rename a registered MLS or change its servers (its listings keep their identity)',
  tags: ['Admin'],
  params: ZMlsRegistryIdParamsSchema,
  body: ZUpdateMlsRegistryEntryRequestSchema,
  response: ZMlsRegistryEntrySchema,
} as const satisfies THttpRoute;

export const listMlsReviewsRoute = {
  method: 'GET',
  path: '/api/admin/mls-reviews',
  handler: 'http/mls-trust/list-mls-reviews',
  access: 'admin',
  resources: ['table:read', 'table:write'],
  summary: "Review requests of members' MLS ids, by status (administrators)",
  tags: ['Admin'],
  query: ZMlsReviewListQuerySchema,
  response: ZMlsReviewListResponseSchema,
} as const satisfies THttpRoute;

export const decideMlsReviewRoute = {
  method: 'POST',
  path: '/api/admin/mls-reviews/{id}/decision',
  handler: 'http/mls-trust/decide-mls-review',
  access: 'admin',
  resources: ['table:read', 'table:write', 'mail:send'],
  summary: 'Grant (the id is verified) or refuse a review request; the member is told',
  tags: ['Admin'],
  params: ZMlsReviewIdParamsSchema,
  body: ZDecideMlsReviewRequestSchema,
  response: ZMlsReviewSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. */
export const mlsTrustRoutes = {
  'GET /api/mls/registry': listRegisteredMlssRoute,
  'POST /api/mls/configurations/{id}/verification/code': sendMlsVerificationCodeRoute,
  'POST /api/mls/configurations/{id}/verification/confirm': confirmMlsVerificationCodeRoute,
  'POST /api/mls/configurations/{id}/verification/review': requestMlsReviewRoute,
  'GET /api/admin/mls-registry': listMlsRegistryRoute,
  'POST /api/admin/mls-registry': createMlsRegistryEntryRoute,
  'PATCH /api/admin/mls-registry/{id}': updateMlsRegistryEntryRoute,
  'GET /api/admin/mls-reviews': listMlsReviewsRoute,
  'POST /api/admin/mls-reviews/{id}/decision': decideMlsReviewRoute,
} as const satisfies Record<string, THttpRoute>;
