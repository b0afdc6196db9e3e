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
  ZOpenHouseSlotSchema,
  ZDeletePropertyResponseSchema,
  ZListPropertiesQuerySchema,
  ZListPropertiesResponseSchema,
  ZPropertyIdParamsSchema,
  ZPropertySchema,
  ZUpdatePropertyRequestSchema,
} from '@shared/schemas/property.schema';
import { ZSavedListingParamsSchema, ZSavedListingsResponseSchema } from '@shared/schemas/saved-listing.schema';
import {
  ZListOpenHousesResponseSchema,
  ZListSavedOpenHousesResponseSchema,
  ZMapResponseSchema,
  ZOpenHouseParamsSchema,
  ZOpenHouseSchema,
  ZSaveOpenHouseRequestSchema,
  ZSavedOpenHouseParamsSchema,
  ZSavedOpenHouseSchema,
  ZSimpleOpenHouseRequestSchema,
  ZSimpleOpenHouseResponseSchema,
  ZUpdateSavedOpenHouseRequestSchema,
  ZUserIdParamsSchema,
} from '@shared/schemas/open-house.schema';
// Profiles, account, settings and messages (issue 5)
import { ZAccountSchema, ZChangePasswordRequestSchema, ZChangePasswordResponseSchema, ZUpdateAccountRequestSchema } from '@shared/schemas/account.schema';
import {
  ZDeleteMessageResponseSchema,
  ZForwardRequestSchema,
  ZListMessagesQuerySchema,
  ZListMessagesResponseSchema,
  ZMessageChangeResponseSchema,
  ZMessageIdParamsSchema,
  ZReplyRequestSchema,
  ZSaveDraftRequestSchema,
  ZUpdateMessageRequestSchema,
} from '@shared/schemas/message.schema';
import {
  ZBrandingSchema,
  ZConfirmProfilePhotoRequestSchema,
  ZConfirmProfilePhotoResponseSchema,
  ZPresignProfilePhotoRequestSchema,
  ZPresignProfilePhotoResponseSchema,
  ZUpdateBrandingRequestSchema,
} from '@shared/schemas/profile.schema';
import { ZBrokerageBrokerResponseSchema, ZBrokerageParamsSchema, ZProfileUserParamsSchema, ZPublicProfileResponseSchema } from '@shared/schemas/public-profile.schema';
import { ZSettingsSchema, ZUpdateSettingsRequestSchema } from '@shared/schemas/settings.schema';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
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

  // Open houses, the map and saved open houses (issue 4)
  'POST /api/open-houses': {
    method: 'POST', path: '/api/open-houses', handler: 'open-houses/create-simple-open-house', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'The simple form: a listing and its open house together (agents and brokers; no subscription needed)', tags: ['Open houses'],
    body: ZSimpleOpenHouseRequestSchema, response: ZSimpleOpenHouseResponseSchema,
  },
  'GET /api/properties/{id}/open-houses': {
    method: 'GET', path: '/api/properties/{id}/open-houses', handler: 'open-houses/list-property-open-houses', access: 'public',
    resources: ['table:read'], summary: 'A listing\'s open houses that have not ended, with local date and times', tags: ['Open houses'],
    params: ZPropertyIdParamsSchema, response: ZListOpenHousesResponseSchema,
  },
  'POST /api/properties/{id}/open-houses': {
    method: 'POST', path: '/api/properties/{id}/open-houses', handler: 'open-houses/add-open-house', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Add an open house to a listing (owner only; no overlap with its other open houses)', tags: ['Open houses'],
    params: ZPropertyIdParamsSchema, body: ZOpenHouseSlotSchema, response: ZOpenHouseSchema,
  },
  'DELETE /api/properties/{id}/open-houses/{openHouseId}': {
    method: 'DELETE', path: '/api/properties/{id}/open-houses/{openHouseId}', handler: 'open-houses/remove-open-house', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Remove an open house (owner only)', tags: ['Open houses'],
    params: ZOpenHouseParamsSchema, response: ZMessageResponseSchema,
  },
  'GET /api/properties/{id}/open-houses/{openHouseId}/calendar': {
    method: 'GET', path: '/api/properties/{id}/open-houses/{openHouseId}/calendar', handler: 'open-houses/get-open-house-calendar', access: 'public',
    resources: ['table:read'], summary: 'An iCalendar (.ics) file for one open house', tags: ['Open houses'],
    params: ZOpenHouseParamsSchema,
  },
  'GET /api/map/all-open-houses': {
    method: 'GET', path: '/api/map/all-open-houses', handler: 'map/list-map-open-houses', access: 'public',
    resources: ['table:read'], summary: 'Active listings with open houses under way or starting within 31 local days', tags: ['Map'],
    response: ZMapResponseSchema,
  },
  'GET /api/agent/{userId}/properties-with-open-houses': {
    method: 'GET', path: '/api/agent/{userId}/properties-with-open-houses', handler: 'map/list-agent-open-houses', access: 'public',
    resources: ['table:read'], summary: 'One agent\'s active listings with upcoming open houses', tags: ['Map'],
    params: ZUserIdParamsSchema, response: ZMapResponseSchema,
  },
  'GET /api/agent/properties-with-open-houses': {
    method: 'GET', path: '/api/agent/properties-with-open-houses', handler: 'map/list-own-open-houses', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'The caller\'s own listings (drafts too) with upcoming open houses', tags: ['Map'],
    response: ZMapResponseSchema,
  },
  'GET /api/broker/{userId}/brokerage-open-houses': {
    method: 'GET', path: '/api/broker/{userId}/brokerage-open-houses', handler: 'map/list-brokerage-open-houses', access: 'public',
    resources: ['table:read'], summary: 'Upcoming open houses of every agent in a broker\'s brokerage', tags: ['Map'],
    params: ZUserIdParamsSchema, response: ZMapResponseSchema,
  },
  'GET /api/broker/brokerage-open-houses': {
    method: 'GET', path: '/api/broker/brokerage-open-houses', handler: 'map/list-own-brokerage-open-houses', access: 'broker',
    resources: ['table:read', 'table:write'], summary: 'Upcoming open houses of the calling broker\'s brokerage (brokers only)', tags: ['Map'],
    response: ZMapResponseSchema,
  },
  'GET /api/users/saved-open-houses': {
    method: 'GET', path: '/api/users/saved-open-houses', handler: 'saved-open-houses/list-saved-open-houses', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'The caller\'s saved open houses with their listings', tags: ['Saved open houses'],
    response: ZListSavedOpenHousesResponseSchema,
  },
  'POST /api/users/saved-open-houses': {
    method: 'POST', path: '/api/users/saved-open-houses', handler: 'saved-open-houses/save-open-house', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Save an open house (status interested; idempotent)', tags: ['Saved open houses'],
    body: ZSaveOpenHouseRequestSchema, response: ZSavedOpenHouseSchema,
  },
  'PATCH /api/users/saved-open-houses/{openHouseId}': {
    method: 'PATCH', path: '/api/users/saved-open-houses/{openHouseId}', handler: 'saved-open-houses/update-saved-open-house', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'RSVP, cancel the RSVP or mark as attended (409 for a transition the rules forbid)', tags: ['Saved open houses'],
    params: ZSavedOpenHouseParamsSchema, body: ZUpdateSavedOpenHouseRequestSchema, response: ZSavedOpenHouseSchema,
  },
  'DELETE /api/users/saved-open-houses/{openHouseId}': {
    method: 'DELETE', path: '/api/users/saved-open-houses/{openHouseId}', handler: 'saved-open-houses/remove-saved-open-house', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Remove a saved open house (idempotent)', tags: ['Saved open houses'],
    params: ZSavedOpenHouseParamsSchema, response: ZMessageResponseSchema,
  },
  // Profiles, account, settings and messages (issue 5)
  'GET /api/profile': {
    method: 'GET', path: '/api/profile', handler: 'profile/get-branding', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'The caller\'s branding; never-set fields carry the sample defaults, listed in `defaults` (buyers: canCustomize=false)', tags: ['Profile'],
    response: ZBrandingSchema,
  },
  'PUT /api/profile': {
    method: 'PUT', path: '/api/profile', handler: 'profile/update-branding', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Save the branding form (omitted fields stay; lists trimmed, de-duplicated and bounded)', tags: ['Profile'],
    body: ZUpdateBrandingRequestSchema, response: ZBrandingSchema,
  },
  'POST /api/profile/photos/uploads': {
    method: 'POST', path: '/api/profile/photos/uploads', handler: 'profile/presign-profile-photo', access: 'user',
    resources: ['table:read', 'table:write', 'photos:write'], summary: 'A presigned S3 POST for the profile picture or header photo (agents, brokers) or the account avatar', tags: ['Profile'],
    body: ZPresignProfilePhotoRequestSchema, response: ZPresignProfilePhotoResponseSchema,
  },
  'POST /api/profile/photos': {
    method: 'POST', path: '/api/profile/photos', handler: 'profile/confirm-profile-photo', access: 'user',
    resources: ['table:read', 'table:write', 'photos:read', 'photos:write'], summary: 'Check an uploaded picture (prefix, size, image signature), set it and delete the one it replaces', tags: ['Profile'],
    body: ZConfirmProfilePhotoRequestSchema, response: ZConfirmProfilePhotoResponseSchema,
  },
  'GET /api/account': {
    method: 'GET', path: '/api/account', handler: 'account/get-account', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'The caller\'s personal (and, for agents and brokers, professional) information', tags: ['Account'],
    response: ZAccountSchema,
  },
  'PUT /api/account': {
    method: 'PUT', path: '/api/account', handler: 'account/update-account', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Save the account form; a new e-mail must be free (409 otherwise, nothing changes)', tags: ['Account'],
    body: ZUpdateAccountRequestSchema, response: ZAccountSchema,
  },
  'POST /api/account/password': {
    method: 'POST', path: '/api/account/password', handler: 'account/change-password', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Change the password (current one checked and throttled); signs out every other session', tags: ['Account'],
    body: ZChangePasswordRequestSchema, response: ZChangePasswordResponseSchema,
  },
  'GET /api/settings': {
    method: 'GET', path: '/api/settings', handler: 'settings/get-settings', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'The caller\'s notification, security and privacy settings (defaults until saved)', tags: ['Settings'],
    response: ZSettingsSchema,
  },
  'PUT /api/settings': {
    method: 'PUT', path: '/api/settings', handler: 'settings/update-settings', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Save the settings form (omitted fields stay)', tags: ['Settings'],
    body: ZUpdateSettingsRequestSchema, response: ZSettingsSchema,
  },
  'GET /api/agent/{userId}/profile': {
    method: 'GET', path: '/api/agent/{userId}/profile', handler: 'public-profiles/get-agent-profile', access: 'public',
    resources: ['table:read'], summary: 'An agent\'s or broker\'s public profile (visibility and contact visibility applied; 404 Agent Not Found)', tags: ['Public profiles'],
    params: ZProfileUserParamsSchema, response: ZPublicProfileResponseSchema,
  },
  'GET /api/broker/{userId}/profile': {
    method: 'GET', path: '/api/broker/{userId}/profile', handler: 'public-profiles/get-broker-profile', access: 'public',
    resources: ['table:read'], summary: 'A broker\'s public profile (visibility and contact visibility applied; 404 Broker Not Found)', tags: ['Public profiles'],
    params: ZProfileUserParamsSchema, response: ZPublicProfileResponseSchema,
  },
  'GET /api/brokerage/{brokerageName}/broker': {
    method: 'GET', path: '/api/brokerage/{brokerageName}/broker', handler: 'public-profiles/find-brokerage-broker', access: 'public',
    resources: ['table:read'], summary: 'The broker of a brokerage (URL-encoded name, trimmed, case-insensitive; 404 when none)', tags: ['Public profiles'],
    params: ZBrokerageParamsSchema, response: ZBrokerageBrokerResponseSchema,
  },
  'POST /api/agent/{userId}/leads': {
    method: 'POST', path: '/api/agent/{userId}/leads', handler: 'leads/create-profile-lead', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'Contact an agent or broker from their public profile (a lead without a listing; rate limited per IP)', tags: ['Leads'],
    params: ZProfileUserParamsSchema, body: ZCreateLeadRequestSchema, response: ZCreateLeadResponseSchema,
  },
  'GET /api/messages': {
    method: 'GET', path: '/api/messages', handler: 'messages/list-messages', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'Inbox or archive of the inquiries sent to the caller, or (sent) the caller\'s own inquiries with replies; newest first', tags: ['Messages'],
    query: ZListMessagesQuerySchema, response: ZListMessagesResponseSchema,
  },
  'PATCH /api/messages/{id}': {
    method: 'PATCH', path: '/api/messages/{id}', handler: 'messages/update-message', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Mark read/unread, star, archive (the receiving agent only; 404 otherwise)', tags: ['Messages'],
    params: ZMessageIdParamsSchema, body: ZUpdateMessageRequestSchema, response: ZMessageChangeResponseSchema,
  },
  'DELETE /api/messages/{id}': {
    method: 'DELETE', path: '/api/messages/{id}', handler: 'messages/delete-message', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Delete from the agent\'s mailbox for good (the lead and the sender\'s copy stay)', tags: ['Messages'],
    params: ZMessageIdParamsSchema, response: ZDeleteMessageResponseSchema,
  },
  'PUT /api/messages/{id}/draft': {
    method: 'PUT', path: '/api/messages/{id}/draft', handler: 'messages/save-message-draft', access: 'pro',
    resources: ['table:read', 'table:write'], summary: 'Save (or, with an empty body, remove) the reply draft', tags: ['Messages'],
    params: ZMessageIdParamsSchema, body: ZSaveDraftRequestSchema, response: ZMessageChangeResponseSchema,
  },
  'POST /api/messages/{id}/reply': {
    method: 'POST', path: '/api/messages/{id}/reply', handler: 'messages/reply-to-message', access: 'pro',
    resources: ['table:read', 'table:write', 'mail:send'], summary: 'Reply: stored on the conversation and e-mailed to the sender', tags: ['Messages'],
    params: ZMessageIdParamsSchema, body: ZReplyRequestSchema, response: ZMessageChangeResponseSchema,
  },
  'POST /api/messages/{id}/forward': {
    method: 'POST', path: '/api/messages/{id}/forward', handler: 'messages/forward-message', access: 'pro',
    resources: ['table:read', 'table:write', 'mail:send'], summary: 'E-mail the inquiry (with a note) to another address', tags: ['Messages'],
    params: ZMessageIdParamsSchema, body: ZForwardRequestSchema, response: ZMessageChangeResponseSchema,
  },
} as const satisfies Record<string, TRouteDefinition>;

export type TRouteKey = keyof typeof ROUTES;

export const ROUTE_LIST: readonly TRouteDefinition[] = Object.values(ROUTES);
