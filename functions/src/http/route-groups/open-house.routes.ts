import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import {
  ZListOpenHousesResponseSchema,
  ZListSavedOpenHousesResponseSchema,
  ZMapAllOpenHousesQuerySchema,
  ZMapResponseSchema,
  ZOpenHouseSchema,
  ZSaveOpenHouseRequestSchema,
  ZSavedOpenHouseParamsSchema,
  ZSavedOpenHouseSchema,
  ZSimpleOpenHouseRequestSchema,
  ZSimpleOpenHouseResponseSchema,
  ZUpdateSavedOpenHouseRequestSchema,
  ZUserIdParamsSchema,
} from '@shared/schemas/open-house.schema';
import { ZOpenHouseParamsSchema } from '@shared/schemas/open-house-params.schema';
import { ZOpenHouseSlotSchema, ZPropertyIdParamsSchema } from '@shared/schemas/property.schema';
import { ZMapViewportQuerySchema, ZMapViewportResponseSchema } from '@shared/schemas/map.schema';
import type { THttpRoute } from '../../entries/entry-types';
import { GAZETTEER_DATA_FILE } from '../../services/places/gazetteer-data';

/** Open houses, the map and saved open houses. */
export const createSimpleOpenHouseRoute = {
  method: 'POST',
  path: '/api/open-houses',
  handler: 'http/open-houses/create-simple-open-house',
  access: 'subscribed',
  resources: ['table:read', 'table:write', 'queue:notifications', 'geocode'],
  dataFiles: [GAZETTEER_DATA_FILE],
  summary: 'The simple form: a listing and its open house together (a subscription that allows listing, like any new listing)',
  tags: ['Open houses'],
  body: ZSimpleOpenHouseRequestSchema,
  response: ZSimpleOpenHouseResponseSchema,
} as const satisfies THttpRoute;

export const listPropertyOpenHousesRoute = {
  method: 'GET',
  path: '/api/properties/{id}/open-houses',
  handler: 'http/open-houses/list-property-open-houses',
  access: 'public',
  apiScope: 'open-houses:read',
  resources: ['table:read', 'table:write'],
  summary: "A listing's open houses that have not ended, with local date and times",
  tags: ['Open houses'],
  params: ZPropertyIdParamsSchema,
  response: ZListOpenHousesResponseSchema,
} as const satisfies THttpRoute;

export const addOpenHouseRoute = {
  method: 'POST',
  path: '/api/properties/{id}/open-houses',
  handler: 'http/open-houses/add-open-house',
  access: 'pro',
  resources: ['table:read', 'table:write', 'queue:notifications'],
  summary: 'Add an open house to a listing (owner only; no overlap with its other open houses)',
  tags: ['Open houses'],
  params: ZPropertyIdParamsSchema,
  body: ZOpenHouseSlotSchema,
  response: ZOpenHouseSchema,
} as const satisfies THttpRoute;

export const removeOpenHouseRoute = {
  method: 'DELETE',
  path: '/api/properties/{id}/open-houses/{openHouseId}',
  handler: 'http/open-houses/remove-open-house',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'Remove an open house (owner only)',
  tags: ['Open houses'],
  params: ZOpenHouseParamsSchema,
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

export const getOpenHouseCalendarRoute = {
  method: 'GET',
  path: '/api/properties/{id}/open-houses/{openHouseId}/calendar',
  handler: 'http/open-houses/get-open-house-calendar',
  access: 'public',
  resources: ['table:read'],
  summary: 'An iCalendar (.ics) file for one open house',
  tags: ['Open houses'],
  params: ZOpenHouseParamsSchema,
} as const satisfies THttpRoute;

export const listMapOpenHousesRoute = {
  method: 'GET',
  path: '/api/map/all-open-houses',
  handler: 'http/map/list-map-open-houses',
  access: 'public',
  resources: ['table:read'],
  summary: 'Active listings with open houses under way or starting within 31 local days, by pages of at most 2,000 open houses (`cursor` for the next)',
  tags: ['Map'],
  query: ZMapAllOpenHousesQuerySchema,
  response: ZMapResponseSchema,
} as const satisfies THttpRoute;

export const listMapViewportRoute = {
  method: 'GET',
  path: '/api/map/listings',
  handler: 'http/map/list-map-viewport',
  access: 'public',
  resources: ['table:read'],
  summary:
    'Public listings (show=listings) or listings with open houses in the window (show=openHouses) inside a map box, filtered: clusters per geohash cell below zoom 12, pins from it (at most 500, `truncated` says more matched). A box across the antimeridian or too large for 128 grid cells is a 400',
  tags: ['Map'],
  query: ZMapViewportQuerySchema,
  response: ZMapViewportResponseSchema,
} as const satisfies THttpRoute;

export const listAgentOpenHousesRoute = {
  method: 'GET',
  path: '/api/agent/{userId}/properties-with-open-houses',
  handler: 'http/map/list-agent-open-houses',
  access: 'public',
  resources: ['table:read'],
  summary: "One agent's active listings with upcoming open houses",
  tags: ['Map'],
  params: ZUserIdParamsSchema,
  response: ZMapResponseSchema,
} as const satisfies THttpRoute;

export const listOwnOpenHousesRoute = {
  method: 'GET',
  path: '/api/agent/properties-with-open-houses',
  handler: 'http/map/list-own-open-houses',
  access: 'pro',
  apiScope: 'open-houses:read',
  resources: ['table:read', 'table:write'],
  summary: "The caller's own listings (drafts too) with upcoming open houses",
  tags: ['Map'],
  response: ZMapResponseSchema,
} as const satisfies THttpRoute;

export const listBrokerageOpenHousesRoute = {
  method: 'GET',
  path: '/api/broker/{userId}/brokerage-open-houses',
  handler: 'http/map/list-brokerage-open-houses',
  access: 'public',
  resources: ['table:read'],
  summary: "Upcoming open houses of every agent in a broker's brokerage",
  tags: ['Map'],
  params: ZUserIdParamsSchema,
  response: ZMapResponseSchema,
} as const satisfies THttpRoute;

export const listOwnBrokerageOpenHousesRoute = {
  method: 'GET',
  path: '/api/broker/brokerage-open-houses',
  handler: 'http/map/list-own-brokerage-open-houses',
  access: 'broker',
  resources: ['table:read', 'table:write'],
  summary: "Upcoming open houses of the calling broker's brokerage (brokers only)",
  tags: ['Map'],
  response: ZMapResponseSchema,
} as const satisfies THttpRoute;

export const listSavedOpenHousesRoute = {
  method: 'GET',
  path: '/api/users/saved-open-houses',
  handler: 'http/saved-open-houses/list-saved-open-houses',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's saved open houses with their listings",
  tags: ['Saved open houses'],
  response: ZListSavedOpenHousesResponseSchema,
} as const satisfies THttpRoute;

export const saveOpenHouseRoute = {
  method: 'POST',
  path: '/api/users/saved-open-houses',
  handler: 'http/saved-open-houses/save-open-house',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Save an open house (status interested; idempotent)',
  tags: ['Saved open houses'],
  body: ZSaveOpenHouseRequestSchema,
  response: ZSavedOpenHouseSchema,
} as const satisfies THttpRoute;

export const updateSavedOpenHouseRoute = {
  method: 'PATCH',
  path: '/api/users/saved-open-houses/{openHouseId}',
  handler: 'http/saved-open-houses/update-saved-open-house',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'RSVP, cancel the RSVP or mark as attended (409 for a transition the rules forbid)',
  tags: ['Saved open houses'],
  params: ZSavedOpenHouseParamsSchema,
  body: ZUpdateSavedOpenHouseRequestSchema,
  response: ZSavedOpenHouseSchema,
} as const satisfies THttpRoute;

export const removeSavedOpenHouseRoute = {
  method: 'DELETE',
  path: '/api/users/saved-open-houses/{openHouseId}',
  handler: 'http/saved-open-houses/remove-saved-open-house',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Remove a saved open house (idempotent)',
  tags: ['Saved open houses'],
  params: ZSavedOpenHouseParamsSchema,
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const openHouseRoutes = {
  'POST /api/open-houses': createSimpleOpenHouseRoute,
  'GET /api/properties/{id}/open-houses': listPropertyOpenHousesRoute,
  'POST /api/properties/{id}/open-houses': addOpenHouseRoute,
  'DELETE /api/properties/{id}/open-houses/{openHouseId}': removeOpenHouseRoute,
  'GET /api/properties/{id}/open-houses/{openHouseId}/calendar': getOpenHouseCalendarRoute,
  'GET /api/map/all-open-houses': listMapOpenHousesRoute,
  'GET /api/map/listings': listMapViewportRoute,
  'GET /api/agent/{userId}/properties-with-open-houses': listAgentOpenHousesRoute,
  'GET /api/agent/properties-with-open-houses': listOwnOpenHousesRoute,
  'GET /api/broker/{userId}/brokerage-open-houses': listBrokerageOpenHousesRoute,
  'GET /api/broker/brokerage-open-houses': listOwnBrokerageOpenHousesRoute,
  'GET /api/users/saved-open-houses': listSavedOpenHousesRoute,
  'POST /api/users/saved-open-houses': saveOpenHouseRoute,
  'PATCH /api/users/saved-open-houses/{openHouseId}': updateSavedOpenHouseRoute,
  'DELETE /api/users/saved-open-houses/{openHouseId}': removeSavedOpenHouseRoute,
} as const satisfies Record<string, THttpRoute>;
