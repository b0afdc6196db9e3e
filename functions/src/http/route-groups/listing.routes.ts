import { ZDashboardStatsSchema } from '@shared/schemas/dashboard.schema';
import { ZCreateLeadRequestSchema, ZCreateLeadResponseSchema, ZListLeadsResponseSchema } from '@shared/schemas/lead.schema';
import {
  ZConfirmPhotosRequestSchema,
  ZConfirmPhotosResponseSchema,
  ZPresignPhotosRequestSchema,
  ZPresignPhotosResponseSchema,
} from '@shared/schemas/photo.schema';
import {
  ZCreatePropertyRequestSchema,
  ZDeletePropertyResponseSchema,
  ZListPropertiesQuerySchema,
  ZListPropertiesResponseSchema,
  ZPropertyIdParamsSchema,
  ZPropertySchema,
  ZUpdatePropertyRequestSchema,
} from '@shared/schemas/property.schema';
import {
  ZMergeSavedListingsRequestSchema,
  ZMergeSavedListingsResponseSchema,
  ZSavedHomesQuerySchema,
  ZSavedHomesResponseSchema,
  ZSavedListingParamsSchema,
  ZSavedListingsResponseSchema,
} from '@shared/schemas/saved-listing.schema';
import type { THttpRoute } from '../../entries/entry-types';
import { GAZETTEER_DATA_FILE } from '../../services/places/gazetteer-data';

/** Listings, photos, leads, the agent dashboard and favourites. */
export const listPropertiesRoute = {
  method: 'GET',
  path: '/api/properties',
  handler: 'http/properties/list-properties',
  access: 'public',
  apiScope: 'listings:read',
  resources: ['table:read', 'table:write'],
  summary: "Browse listings: server-side filters, sort and cursor paging (or one agent's with userId)",
  tags: ['Listings'],
  query: ZListPropertiesQuerySchema,
  response: ZListPropertiesResponseSchema,
} as const satisfies THttpRoute;

export const createPropertyRoute = {
  method: 'POST',
  path: '/api/properties',
  handler: 'http/properties/create-property',
  access: 'subscribed',
  resources: ['table:read', 'table:write', 'queue:notifications', 'geocode'],
  dataFiles: [GAZETTEER_DATA_FILE],
  summary: 'Create a listing (active subscription required), optionally with its first open house',
  tags: ['Listings'],
  body: ZCreatePropertyRequestSchema,
  response: ZPropertySchema,
} as const satisfies THttpRoute;

export const getPropertyRoute = {
  method: 'GET',
  path: '/api/properties/{id}',
  handler: 'http/properties/get-property',
  access: 'public',
  apiScope: 'listings:read',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'One listing (drafts only for their owner); records a view',
  tags: ['Listings'],
  params: ZPropertyIdParamsSchema,
  response: ZPropertySchema,
} as const satisfies THttpRoute;

export const updatePropertyRoute = {
  method: 'PUT',
  path: '/api/properties/{id}',
  handler: 'http/properties/update-property',
  access: 'pro',
  resources: ['table:read', 'table:write', 'queue:notifications', 'geocode'],
  dataFiles: [GAZETTEER_DATA_FILE],
  summary: 'Edit a listing (owner only)',
  tags: ['Listings'],
  params: ZPropertyIdParamsSchema,
  body: ZUpdatePropertyRequestSchema,
  response: ZPropertySchema,
} as const satisfies THttpRoute;

export const deletePropertyRoute = {
  method: 'DELETE',
  path: '/api/properties/{id}',
  handler: 'http/properties/delete-property',
  access: 'pro',
  resources: ['table:read', 'table:write', 'photos:write'],
  summary: 'Delete a listing and its open houses (owner only; leads stay readable)',
  tags: ['Listings'],
  params: ZPropertyIdParamsSchema,
  response: ZDeletePropertyResponseSchema,
} as const satisfies THttpRoute;

export const presignListingPhotosRoute = {
  method: 'POST',
  path: '/api/properties/{id}/photos/uploads',
  handler: 'http/photos/presign-listing-photos',
  access: 'pro',
  resources: ['table:read', 'table:write', 'photos:write'],
  summary: 'Presigned S3 POSTs for listing photos (owner only)',
  tags: ['Photos'],
  params: ZPropertyIdParamsSchema,
  body: ZPresignPhotosRequestSchema,
  response: ZPresignPhotosResponseSchema,
} as const satisfies THttpRoute;

export const confirmListingPhotosRoute = {
  method: 'POST',
  path: '/api/properties/{id}/photos',
  handler: 'http/photos/confirm-listing-photos',
  access: 'pro',
  timeoutSeconds: 30,
  memoryMb: 1769,
  nativeModules: ['sharp'],
  resources: ['table:read', 'table:write', 'photos:read', 'photos:write'],
  summary: 'Check uploaded photos (size, type, image signature) and attach them (owner only)',
  tags: ['Photos'],
  params: ZPropertyIdParamsSchema,
  body: ZConfirmPhotosRequestSchema,
  response: ZConfirmPhotosResponseSchema,
} as const satisfies THttpRoute;

export const createLeadRoute = {
  method: 'POST',
  path: '/api/properties/{id}/leads',
  handler: 'http/leads/create-lead',
  access: 'public',
  apiScope: 'leads:write',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt', 'queue:crm-delivery', 'queue:notifications'],
  summary: 'Send an inquiry about a listing (rate limited per IP and listing)',
  tags: ['Leads'],
  params: ZPropertyIdParamsSchema,
  body: ZCreateLeadRequestSchema,
  response: ZCreateLeadResponseSchema,
} as const satisfies THttpRoute;

export const listPropertyLeadsRoute = {
  method: 'GET',
  path: '/api/properties/{id}/leads',
  handler: 'http/leads/list-property-leads',
  access: 'pro',
  apiScope: 'leads:read',
  resources: ['table:read', 'table:write'],
  summary: 'The inquiries about one listing (owner only, also after the listing is deleted)',
  tags: ['Leads'],
  params: ZPropertyIdParamsSchema,
  response: ZListLeadsResponseSchema,
} as const satisfies THttpRoute;

export const getDashboardStatsRoute = {
  method: 'GET',
  path: '/api/dashboard/stats',
  handler: 'http/dashboard/get-dashboard-stats',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "Counts for the caller's own listings: active listings, views, leads, upcoming open houses",
  tags: ['Dashboard'],
  response: ZDashboardStatsSchema,
} as const satisfies THttpRoute;

export const listSavedListingsRoute = {
  method: 'GET',
  path: '/api/users/saved-listings',
  handler: 'http/saved-listings/list-saved-listings',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The ids of the caller's favourite listings",
  tags: ['Favourites'],
  response: ZSavedListingsResponseSchema,
} as const satisfies THttpRoute;

export const mergeSavedListingsRoute = {
  method: 'POST',
  path: '/api/users/saved-listings',
  handler: 'http/saved-listings/merge-saved-listings',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Save several public listings at once (the hearts a browser held before sign-in; idempotent, unknown or unpublished ids skipped)',
  tags: ['Favourites'],
  body: ZMergeSavedListingsRequestSchema,
  response: ZMergeSavedListingsResponseSchema,
} as const satisfies THttpRoute;

export const listSavedHomesRoute = {
  method: 'GET',
  path: '/api/users/saved-homes',
  handler: 'http/saved-listings/list-saved-homes',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's saved homes with their cards, a page at a time (a listing no longer published stays, without its card)",
  tags: ['Favourites'],
  query: ZSavedHomesQuerySchema,
  response: ZSavedHomesResponseSchema,
} as const satisfies THttpRoute;

export const saveListingRoute = {
  method: 'PUT',
  path: '/api/users/saved-listings/{propertyId}',
  handler: 'http/saved-listings/save-listing',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Mark a public listing as a favourite (idempotent)',
  tags: ['Favourites'],
  params: ZSavedListingParamsSchema,
  response: ZSavedListingsResponseSchema,
} as const satisfies THttpRoute;

export const unsaveListingRoute = {
  method: 'DELETE',
  path: '/api/users/saved-listings/{propertyId}',
  handler: 'http/saved-listings/unsave-listing',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Remove a listing from the favourites (idempotent)',
  tags: ['Favourites'],
  params: ZSavedListingParamsSchema,
  response: ZSavedListingsResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const listingRoutes = {
  'GET /api/properties': listPropertiesRoute,
  'POST /api/properties': createPropertyRoute,
  'GET /api/properties/{id}': getPropertyRoute,
  'PUT /api/properties/{id}': updatePropertyRoute,
  'DELETE /api/properties/{id}': deletePropertyRoute,
  'POST /api/properties/{id}/photos/uploads': presignListingPhotosRoute,
  'POST /api/properties/{id}/photos': confirmListingPhotosRoute,
  'POST /api/properties/{id}/leads': createLeadRoute,
  'GET /api/properties/{id}/leads': listPropertyLeadsRoute,
  'GET /api/dashboard/stats': getDashboardStatsRoute,
  'GET /api/users/saved-listings': listSavedListingsRoute,
  'POST /api/users/saved-listings': mergeSavedListingsRoute,
  'GET /api/users/saved-homes': listSavedHomesRoute,
  'PUT /api/users/saved-listings/{propertyId}': saveListingRoute,
  'DELETE /api/users/saved-listings/{propertyId}': unsaveListingRoute,
} as const satisfies Record<string, THttpRoute>;
