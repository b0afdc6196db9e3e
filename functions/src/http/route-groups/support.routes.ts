import {
  ZCreateSupportRequestRequestSchema,
  ZOwnSupportRequestsResponseSchema,
  ZPresignSupportScreenshotRequestSchema,
  ZPresignSupportScreenshotResponseSchema,
  ZReplySupportRequestRequestSchema,
  ZReplySupportRequestResponseSchema,
  ZAdminSupportRequestSchema,
  ZSupportInboxQuerySchema,
  ZSupportInboxResponseSchema,
  ZSupportRequestParamsSchema,
  ZSupportRequestSchema,
  ZUpdateSupportRequestStatusRequestSchema,
} from '@shared/schemas/support.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Support: every signed-in user asks on the Help page (priority by plan); administrators answer from their inbox. */
export const presignSupportScreenshotRoute = {
  method: 'POST',
  path: '/api/support-requests/screenshots/uploads',
  handler: 'http/support/presign-support-screenshot',
  access: 'user',
  resources: ['table:read', 'table:write', 'private-objects:write'],
  summary: "A presigned S3 POST for a support request's screenshot (JPG, PNG or WebP, at most 5 MB), under the author's private prefix",
  tags: ['Support'],
  body: ZPresignSupportScreenshotRequestSchema,
  response: ZPresignSupportScreenshotResponseSchema,
} as const satisfies THttpRoute;

export const createSupportRequestRoute = {
  method: 'POST',
  path: '/api/support-requests',
  handler: 'http/support/create-support-request',
  access: 'user',
  rankedBy: 'priority-support',
  resources: ['table:read', 'table:write', 'private-objects:read'],
  summary:
    "Send a support request (topic, message, optional screenshot checked as an image of the caller's); priority when the plan has priority support; 5 an hour per account (429 with Retry-After beyond)",
  tags: ['Support'],
  body: ZCreateSupportRequestRequestSchema,
  response: ZSupportRequestSchema,
} as const satisfies THttpRoute;

export const listOwnSupportRequestsRoute = {
  method: 'GET',
  path: '/api/support-requests',
  handler: 'http/support/list-own-support-requests',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's support requests (newest first, with replies) and the answer time their plan promises",
  tags: ['Support'],
  response: ZOwnSupportRequestsResponseSchema,
} as const satisfies THttpRoute;

export const openSupportScreenshotRoute = {
  method: 'GET',
  path: '/api/support-requests/{userId}/{id}/screenshot',
  handler: 'http/support/open-support-screenshot',
  access: 'user',
  isNavigation: true,
  // photos:read too: a screenshot stored before they were private (photos/support/…) opens here until it is moved.
  resources: ['table:read', 'table:write', 'private-objects:read', 'photos:read'],
  summary:
    "A support request's screenshot, for its author and the administrators only: a redirect to a 60-second presigned S3 GET (404 for anyone else, or when there is none)",
  tags: ['Support'],
  params: ZSupportRequestParamsSchema,
} as const satisfies THttpRoute;

export const listSupportInboxRoute = {
  method: 'GET',
  path: '/api/admin/support-requests',
  handler: 'http/support/list-support-inbox',
  access: 'admin',
  resources: ['table:read', 'table:write'],
  summary: 'The support inbox by status, priority first, then oldest first, paged (administrators)',
  tags: ['Admin'],
  query: ZSupportInboxQuerySchema,
  response: ZSupportInboxResponseSchema,
} as const satisfies THttpRoute;

export const replySupportRequestRoute = {
  method: 'POST',
  path: '/api/admin/support-requests/{userId}/{id}/reply',
  handler: 'http/support/reply-support-request',
  access: 'admin',
  resources: ['table:read', 'table:write', 'mail:send'],
  summary:
    "Answer a support request: stored on it, which becomes answered (or closed), and mailed to the author's confirmed, unsuppressed address (`mailed` says whether)",
  tags: ['Admin'],
  params: ZSupportRequestParamsSchema,
  body: ZReplySupportRequestRequestSchema,
  response: ZReplySupportRequestResponseSchema,
} as const satisfies THttpRoute;

export const updateSupportRequestStatusRoute = {
  method: 'PATCH',
  path: '/api/admin/support-requests/{userId}/{id}',
  handler: 'http/support/update-support-request-status',
  access: 'admin',
  resources: ['table:read', 'table:write'],
  summary: "Set a support request's status: open, answered or closed (administrators)",
  tags: ['Admin'],
  params: ZSupportRequestParamsSchema,
  body: ZUpdateSupportRequestStatusRequestSchema,
  response: ZAdminSupportRequestSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. */
export const supportRoutes = {
  'POST /api/support-requests/screenshots/uploads': presignSupportScreenshotRoute,
  'POST /api/support-requests': createSupportRequestRoute,
  'GET /api/support-requests': listOwnSupportRequestsRoute,
  'GET /api/support-requests/{userId}/{id}/screenshot': openSupportScreenshotRoute,
  'GET /api/admin/support-requests': listSupportInboxRoute,
  'POST /api/admin/support-requests/{userId}/{id}/reply': replySupportRequestRoute,
  'PATCH /api/admin/support-requests/{userId}/{id}': updateSupportRequestStatusRoute,
} as const satisfies Record<string, THttpRoute>;
