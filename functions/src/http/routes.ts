import { ZBuyerSignupRequestSchema, ZProSignupRequestSchema, ZSigninRequestSchema, ZSigninResponseSchema, ZSignupResponseSchema } from '@shared/schemas/auth.schema';
import { ZAppModeResponseSchema } from '@shared/schemas/app-mode.schema';
import { ZCurrentUserResponseSchema } from '@shared/schemas/user.schema';
import { ZApiDocsQuerySchema } from '@shared/schemas/docs.schema';
import { ZWaitlistRequestSchema, ZWaitlistResponseSchema } from '@shared/schemas/waitlist.schema';
import { ZDashboardStatsSchema } from '@shared/schemas/dashboard.schema';
import { ZCreateLeadRequestSchema, ZCreateLeadResponseSchema, ZListLeadsResponseSchema } from '@shared/schemas/lead.schema';
import { ZConfirmPhotosRequestSchema, ZConfirmPhotosResponseSchema, ZPresignPhotosRequestSchema, ZPresignPhotosResponseSchema } from '@shared/schemas/photo.schema';
import {
  ZCreatePropertyRequestSchema,
  ZDeletePropertyResponseSchema,
  ZListPropertiesQuerySchema,
  ZListPropertiesResponseSchema,
  ZPropertyIdParamsSchema,
  ZPropertySchema,
  ZUpdatePropertyRequestSchema,
} from '@shared/schemas/property.schema';
import { ZSavedListingParamsSchema, ZSavedListingsResponseSchema } from '@shared/schemas/saved-listing.schema';
import type { TRouteDefinition } from './route-definition';

/**
 * Every API route, once. infra builds one Lambda + one HTTP API route per entry with exactly the listed
 * grants; the embedded runtime mounts them; the authorization test and GET /api/docs walk them.
 * Plain data: handler paths, never imported handlers.
 */
export const ROUTES = {
  'GET /api/auth/user': {
    method: 'GET', path: '/api/auth/user', handler: 'auth/get-current-user', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'The signed-in user with their profile', tags: ['Auth'],
    response: ZCurrentUserResponseSchema,
  },
  'POST /api/auth/signup/buyer': {
    method: 'POST', path: '/api/auth/signup/buyer', handler: 'auth/sign-up-buyer', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'Create a buyer account and sign in', tags: ['Auth'],
    body: ZBuyerSignupRequestSchema, response: ZSignupResponseSchema,
  },
  'POST /api/auth/signup/pro': {
    method: 'POST', path: '/api/auth/signup/pro', handler: 'auth/sign-up-pro', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'Create an agent or broker account and sign in', tags: ['Auth'],
    body: ZProSignupRequestSchema, response: ZSignupResponseSchema,
  },
  'POST /api/auth/signin': {
    method: 'POST', path: '/api/auth/signin', handler: 'auth/sign-in', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'Sign in with e-mail and password', tags: ['Auth'],
    body: ZSigninRequestSchema, response: ZSigninResponseSchema,
  },
  'GET /api/auth/logout': {
    method: 'GET', path: '/api/auth/logout', handler: 'auth/log-out', access: 'public', isNavigation: true,
    resources: ['table:read', 'table:write'], summary: 'End the session and go to /', tags: ['Auth'],
  },
  'GET /api/login': {
    method: 'GET', path: '/api/login', handler: 'auth/log-in', access: 'public', isNavigation: true,
    resources: [], summary: 'Start signing in (redirects to the sign-in screen)', tags: ['Auth'],
  },
  'GET /api/app-mode': {
    method: 'GET', path: '/api/app-mode', handler: 'app/get-app-mode', access: 'public',
    resources: [], summary: 'The app mode (beta, private-beta or live)', tags: ['App'],
    response: ZAppModeResponseSchema,
  },
  'POST /api/waitlist': {
    method: 'POST', path: '/api/waitlist', handler: 'waitlist/join-waitlist', access: 'public',
    resources: ['table:write'], summary: 'Join the private-beta waitlist (idempotent per e-mail)', tags: ['Waitlist'],
    body: ZWaitlistRequestSchema, response: ZWaitlistResponseSchema,
  },
  'GET /api/docs': {
    method: 'GET', path: '/api/docs', handler: 'docs/get-api-docs', access: 'public',
    resources: [], summary: 'This API reference (OpenAPI 3.1 JSON with ?format=json, HTML otherwise)', tags: ['Docs'],
    query: ZApiDocsQuerySchema,
  },
  // Listings, photos, leads and the agent dashboard (issue 3)
  'GET /api/properties': {
    method: 'GET', path: '/api/properties', handler: 'properties/list-properties', access: 'public',
    resources: ['table:read'], summary: 'Browse listings: server-side filters, sort and cursor paging (or one agent\'s with userId)', tags: ['Listings'],
    query: ZListPropertiesQuerySchema, response: ZListPropertiesResponseSchema,
  },
  'POST /api/properties': {
    method: 'POST', path: '/api/properties', handler: 'properties/create-property', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Create a listing (active subscription required), optionally with its first open house', tags: ['Listings'],
    body: ZCreatePropertyRequestSchema, response: ZPropertySchema,
  },
  'GET /api/properties/{id}': {
    method: 'GET', path: '/api/properties/{id}', handler: 'properties/get-property', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'One listing (drafts only for their owner); records a view', tags: ['Listings'],
    params: ZPropertyIdParamsSchema, response: ZPropertySchema,
  },
  'PUT /api/properties/{id}': {
    method: 'PUT', path: '/api/properties/{id}', handler: 'properties/update-property', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Edit a listing (owner only)', tags: ['Listings'],
    params: ZPropertyIdParamsSchema, body: ZUpdatePropertyRequestSchema, response: ZPropertySchema,
  },
  'DELETE /api/properties/{id}': {
    method: 'DELETE', path: '/api/properties/{id}', handler: 'properties/delete-property', access: 'pro',
    resources: ['table:read', 'table:write', 'photos:write'], summary: 'Delete a listing and its open houses (owner only; leads stay readable)', tags: ['Listings'],
    params: ZPropertyIdParamsSchema, response: ZDeletePropertyResponseSchema,
  },
  'POST /api/properties/{id}/photos/uploads': {
    method: 'POST', path: '/api/properties/{id}/photos/uploads', handler: 'photos/presign-listing-photos', access: 'pro',
    resources: ['table:read', 'table:write', 'photos:write'], summary: 'Presigned S3 POSTs for listing photos (owner only)', tags: ['Photos'],
    params: ZPropertyIdParamsSchema, body: ZPresignPhotosRequestSchema, response: ZPresignPhotosResponseSchema,
  },
  'POST /api/properties/{id}/photos': {
    method: 'POST', path: '/api/properties/{id}/photos', handler: 'photos/confirm-listing-photos', access: 'pro',
    resources: ['table:read', 'table:write', 'photos:read', 'photos:write'], summary: 'Check uploaded photos (size, type, image signature) and attach them (owner only)', tags: ['Photos'],
    params: ZPropertyIdParamsSchema, body: ZConfirmPhotosRequestSchema, response: ZConfirmPhotosResponseSchema,
  },
  'POST /api/properties/{id}/leads': {
    method: 'POST', path: '/api/properties/{id}/leads', handler: 'leads/create-lead', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'Send an inquiry about a listing (rate limited per IP and listing)', tags: ['Leads'],
    params: ZPropertyIdParamsSchema, body: ZCreateLeadRequestSchema, response: ZCreateLeadResponseSchema,
  },
  'GET /api/properties/{id}/leads': {
    method: 'GET', path: '/api/properties/{id}/leads', handler: 'leads/list-property-leads', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'The inquiries about one listing (owner only, also after the listing is deleted)', tags: ['Leads'],
    params: ZPropertyIdParamsSchema, response: ZListLeadsResponseSchema,
  },
  'GET /api/dashboard/stats': {
    method: 'GET', path: '/api/dashboard/stats', handler: 'dashboard/get-dashboard-stats', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Counts for the caller\'s own listings: active listings, views, leads, upcoming open houses', tags: ['Dashboard'],
    response: ZDashboardStatsSchema,
  },
  'GET /api/users/saved-listings': {
    method: 'GET', path: '/api/users/saved-listings', handler: 'saved-listings/list-saved-listings', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'The ids of the caller\'s favourite listings', tags: ['Favourites'],
    response: ZSavedListingsResponseSchema,
  },
  'PUT /api/users/saved-listings/{propertyId}': {
    method: 'PUT', path: '/api/users/saved-listings/{propertyId}', handler: 'saved-listings/save-listing', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Mark a listing as a favourite (idempotent)', tags: ['Favourites'],
    params: ZSavedListingParamsSchema, response: ZSavedListingsResponseSchema,
  },
  'DELETE /api/users/saved-listings/{propertyId}': {
    method: 'DELETE', path: '/api/users/saved-listings/{propertyId}', handler: 'saved-listings/unsave-listing', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Remove a listing from the favourites (idempotent)', tags: ['Favourites'],
    params: ZSavedListingParamsSchema, response: ZSavedListingsResponseSchema,
  },
} as const satisfies Record<string, TRouteDefinition>;

export type TRouteKey = keyof typeof ROUTES;

export const ROUTE_LIST: readonly TRouteDefinition[] = Object.values(ROUTES);
