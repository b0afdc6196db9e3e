import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import {
  ZCreateSavedSearchRequestSchema,
  ZListSavedSearchesQuerySchema,
  ZListSavedSearchesResponseSchema,
  ZSavedSearchParamsSchema,
  ZSavedSearchSchema,
  ZUpdateSavedSearchRequestSchema,
} from '@shared/schemas/saved-search.schema';
import type { THttpRoute } from '../../entries/entry-types';

/**
 * A buyer's saved searches: the filters and area of /listings or /map, a name and how to be told of new
 * matches (the matching worker that tells them comes next). Each is the caller's own: another's id is a 404.
 */
export const listSavedSearchesRoute = {
  method: 'GET',
  path: '/api/users/saved-searches',
  handler: 'http/saved-searches/list-saved-searches',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary:
    "The caller's saved searches, newest first, a page at a time, each with the listings published since its last visit (one bounded browse read each; `capped` means at least that many)",
  tags: ['Saved searches'],
  query: ZListSavedSearchesQuerySchema,
  response: ZListSavedSearchesResponseSchema,
} as const satisfies THttpRoute;

export const createSavedSearchRoute = {
  method: 'POST',
  path: '/api/users/saved-searches',
  handler: 'http/saved-searches/create-saved-search',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Save a search (filters, area, name, alert frequency); at most 25 per person (409 past it)',
  tags: ['Saved searches'],
  body: ZCreateSavedSearchRequestSchema,
  response: ZSavedSearchSchema,
} as const satisfies THttpRoute;

export const updateSavedSearchRoute = {
  method: 'PATCH',
  path: '/api/users/saved-searches/{id}',
  handler: 'http/saved-searches/update-saved-search',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Rename a saved search, change its alert frequency or filters, pause or resume it',
  tags: ['Saved searches'],
  params: ZSavedSearchParamsSchema,
  body: ZUpdateSavedSearchRequestSchema,
  response: ZSavedSearchSchema,
} as const satisfies THttpRoute;

export const deleteSavedSearchRoute = {
  method: 'DELETE',
  path: '/api/users/saved-searches/{id}',
  handler: 'http/saved-searches/delete-saved-search',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Delete a saved search',
  tags: ['Saved searches'],
  params: ZSavedSearchParamsSchema,
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

export const visitSavedSearchRoute = {
  method: 'POST',
  path: '/api/users/saved-searches/{id}/visit',
  handler: 'http/saved-searches/visit-saved-search',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Record that the caller opened the search now: its count of new matches starts again',
  tags: ['Saved searches'],
  params: ZSavedSearchParamsSchema,
  response: ZSavedSearchSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const savedSearchRoutes = {
  'GET /api/users/saved-searches': listSavedSearchesRoute,
  'POST /api/users/saved-searches': createSavedSearchRoute,
  'PATCH /api/users/saved-searches/{id}': updateSavedSearchRoute,
  'DELETE /api/users/saved-searches/{id}': deleteSavedSearchRoute,
  'POST /api/users/saved-searches/{id}/visit': visitSavedSearchRoute,
} as const satisfies Record<string, THttpRoute>;
