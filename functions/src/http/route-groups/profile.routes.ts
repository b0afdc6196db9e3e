import { ZAccountSchema, ZChangePasswordRequestSchema, ZChangePasswordResponseSchema, ZUpdateAccountRequestSchema } from '@shared/schemas/account.schema';
import { ZBrokerageMembershipResponseSchema, ZBrokerageTeamResponseSchema, ZTeamMemberParamsSchema } from '@shared/schemas/brokerage.schema';
import { ZCreateLeadRequestSchema, ZCreateLeadResponseSchema } from '@shared/schemas/lead.schema';
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
import {
  ZBrokerageBrokerResponseSchema,
  ZBrokerageParamsSchema,
  ZProfileUserParamsSchema,
  ZPublicProfileResponseSchema,
} from '@shared/schemas/public-profile.schema';
import {
  ZSettingsSchema,
  ZTwoFactorCodeRequestSchema,
  ZTwoFactorDisabledResponseSchema,
  ZTwoFactorEnabledResponseSchema,
  ZTwoFactorSetupResponseSchema,
  ZUpdateSettingsRequestSchema,
} from '@shared/schemas/settings.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Profiles, account, settings and messages. */
export const getBrandingRoute = {
  method: 'GET',
  path: '/api/profile',
  handler: 'http/profile/get-branding',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's branding; never-set fields carry the sample defaults, listed in `defaults` (buyers: canCustomize=false)",
  tags: ['Profile'],
  response: ZBrandingSchema,
} as const satisfies THttpRoute;

export const updateBrandingRoute = {
  method: 'PUT',
  path: '/api/profile',
  handler: 'http/profile/update-branding',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'Save the branding form (omitted fields stay; lists trimmed, de-duplicated and bounded)',
  tags: ['Profile'],
  body: ZUpdateBrandingRequestSchema,
  response: ZBrandingSchema,
} as const satisfies THttpRoute;

export const presignProfilePhotoRoute = {
  method: 'POST',
  path: '/api/profile/photos/uploads',
  handler: 'http/profile/presign-profile-photo',
  access: 'user',
  resources: ['table:read', 'table:write', 'photos:write'],
  summary: 'A presigned S3 POST for the profile picture or header photo (agents, brokers) or the account avatar',
  tags: ['Profile'],
  body: ZPresignProfilePhotoRequestSchema,
  response: ZPresignProfilePhotoResponseSchema,
} as const satisfies THttpRoute;

export const confirmProfilePhotoRoute = {
  method: 'POST',
  path: '/api/profile/photos',
  handler: 'http/profile/confirm-profile-photo',
  access: 'user',
  timeoutSeconds: 15,
  memoryMb: 1024,
  nativeModules: ['sharp'],
  resources: ['table:read', 'table:write', 'photos:read', 'photos:write'],
  summary: 'Check an uploaded picture (prefix, size, image signature), set it and delete the one it replaces',
  tags: ['Profile'],
  body: ZConfirmProfilePhotoRequestSchema,
  response: ZConfirmProfilePhotoResponseSchema,
} as const satisfies THttpRoute;

export const getAccountRoute = {
  method: 'GET',
  path: '/api/account',
  handler: 'http/account/get-account',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's personal (and, for agents and brokers, professional) information",
  tags: ['Account'],
  response: ZAccountSchema,
} as const satisfies THttpRoute;

export const updateAccountRoute = {
  method: 'PUT',
  path: '/api/account',
  handler: 'http/account/update-account',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt', 'mail:send'],
  summary:
    'Save the account form; a new e-mail must be free (409 otherwise, nothing changes) and is only pending until the link mailed to it is followed (its sends count with resends: 3 an hour, 429 beyond)',
  tags: ['Account'],
  body: ZUpdateAccountRequestSchema,
  response: ZAccountSchema,
} as const satisfies THttpRoute;

export const changePasswordRoute = {
  method: 'POST',
  path: '/api/account/password',
  handler: 'http/account/change-password',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'Change the password (current one checked and throttled); signs out every other session',
  tags: ['Account'],
  body: ZChangePasswordRequestSchema,
  response: ZChangePasswordResponseSchema,
} as const satisfies THttpRoute;

export const getSettingsRoute = {
  method: 'GET',
  path: '/api/settings',
  handler: 'http/settings/get-settings',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's notification, security and privacy settings (defaults until saved)",
  tags: ['Settings'],
  response: ZSettingsSchema,
} as const satisfies THttpRoute;

export const updateSettingsRoute = {
  method: 'PUT',
  path: '/api/settings',
  handler: 'http/settings/update-settings',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Save the settings form (omitted fields stay)',
  tags: ['Settings'],
  body: ZUpdateSettingsRequestSchema,
  response: ZSettingsSchema,
} as const satisfies THttpRoute;

export const startTwoFactorSetupRoute = {
  method: 'POST',
  path: '/api/settings/two-factor/setup',
  handler: 'http/settings/start-two-factor-setup',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Start two-factor enrolment: a new TOTP secret (text, otpauth URI, QR code as an SVG data URL) that the first code confirms',
  tags: ['Settings'],
  response: ZTwoFactorSetupResponseSchema,
} as const satisfies THttpRoute;

export const enableTwoFactorRoute = {
  method: 'POST',
  path: '/api/settings/two-factor/enable',
  handler: 'http/settings/enable-two-factor',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Confirm enrolment with the first code; answers ten one-time recovery codes, once',
  tags: ['Settings'],
  body: ZTwoFactorCodeRequestSchema,
  response: ZTwoFactorEnabledResponseSchema,
} as const satisfies THttpRoute;

export const disableTwoFactorRoute = {
  method: 'POST',
  path: '/api/settings/two-factor/disable',
  handler: 'http/settings/disable-two-factor',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'Turn two-factor off with a current code (or a recovery code); throttled',
  tags: ['Settings'],
  body: ZTwoFactorCodeRequestSchema,
  response: ZTwoFactorDisabledResponseSchema,
} as const satisfies THttpRoute;

export const getAgentProfileRoute = {
  method: 'GET',
  path: '/api/agent/{userId}/profile',
  handler: 'http/public-profiles/get-agent-profile',
  access: 'public',
  resources: ['table:read'],
  summary: "An agent's or broker's public profile (visibility and contact visibility applied; 404 Agent Not Found)",
  tags: ['Public profiles'],
  params: ZProfileUserParamsSchema,
  response: ZPublicProfileResponseSchema,
} as const satisfies THttpRoute;

export const getBrokerProfileRoute = {
  method: 'GET',
  path: '/api/broker/{userId}/profile',
  handler: 'http/public-profiles/get-broker-profile',
  access: 'public',
  resources: ['table:read'],
  summary: "A broker's public profile (visibility and contact visibility applied; 404 Broker Not Found)",
  tags: ['Public profiles'],
  params: ZProfileUserParamsSchema,
  response: ZPublicProfileResponseSchema,
} as const satisfies THttpRoute;

export const findBrokerageBrokerRoute = {
  method: 'GET',
  path: '/api/brokerage/{brokerageName}/broker',
  handler: 'http/public-profiles/find-brokerage-broker',
  access: 'public',
  resources: ['table:read'],
  summary: 'The broker of a brokerage (URL-encoded name, trimmed, case-insensitive; 404 when none)',
  tags: ['Public profiles'],
  params: ZBrokerageParamsSchema,
  response: ZBrokerageBrokerResponseSchema,
} as const satisfies THttpRoute;

export const getBrokerageMembershipRoute = {
  method: 'GET',
  path: '/api/brokerage/membership',
  handler: 'http/brokerage/get-brokerage-membership',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: "The caller's standing with the brokerage their profile names (pending, approved, not_found, owner, …)",
  tags: ['Brokerage'],
  response: ZBrokerageMembershipResponseSchema,
} as const satisfies THttpRoute;

export const listBrokerageTeamRoute = {
  method: 'GET',
  path: '/api/brokerage/team',
  handler: 'http/brokerage/list-brokerage-team',
  access: 'broker',
  resources: ['table:read', 'table:write'],
  summary: "The pending requests and the members of the calling broker's brokerage",
  tags: ['Brokerage'],
  response: ZBrokerageTeamResponseSchema,
} as const satisfies THttpRoute;

export const approveTeamMemberRoute = {
  method: 'POST',
  path: '/api/brokerage/team/{userId}/approve',
  handler: 'http/brokerage/approve-team-member',
  access: 'broker',
  capability: 'team-management',
  resources: ['table:read', 'table:write'],
  summary: "Approve an agent's pending request (404 no request to this broker, 409 not pending); answers the team",
  tags: ['Brokerage'],
  params: ZTeamMemberParamsSchema,
  response: ZBrokerageTeamResponseSchema,
} as const satisfies THttpRoute;

export const declineTeamMemberRoute = {
  method: 'POST',
  path: '/api/brokerage/team/{userId}/decline',
  handler: 'http/brokerage/decline-team-member',
  access: 'broker',
  capability: 'team-management',
  resources: ['table:read', 'table:write'],
  summary: "Decline an agent's pending request (404 no request to this broker, 409 not pending); answers the team",
  tags: ['Brokerage'],
  params: ZTeamMemberParamsSchema,
  response: ZBrokerageTeamResponseSchema,
} as const satisfies THttpRoute;

export const removeTeamMemberRoute = {
  method: 'DELETE',
  path: '/api/brokerage/team/{userId}',
  handler: 'http/brokerage/remove-team-member',
  access: 'broker',
  capability: 'team-management',
  resources: ['table:read', 'table:write'],
  summary: "Remove an approved member (404 not this broker's agent, 409 not a member); answers the team",
  tags: ['Brokerage'],
  params: ZTeamMemberParamsSchema,
  response: ZBrokerageTeamResponseSchema,
} as const satisfies THttpRoute;

export const createProfileLeadRoute = {
  method: 'POST',
  path: '/api/agent/{userId}/leads',
  handler: 'http/leads/create-profile-lead',
  access: 'public',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt', 'queue:crm-delivery', 'queue:notifications'],
  summary: 'Contact an agent or broker from their public profile (a lead without a listing; rate limited per IP)',
  tags: ['Leads'],
  params: ZProfileUserParamsSchema,
  body: ZCreateLeadRequestSchema,
  response: ZCreateLeadResponseSchema,
} as const satisfies THttpRoute;

export const listMessagesRoute = {
  method: 'GET',
  path: '/api/messages',
  handler: 'http/messages/list-messages',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "Inbox or archive of the inquiries sent to the caller, or (sent) the caller's own inquiries with replies; newest first",
  tags: ['Messages'],
  query: ZListMessagesQuerySchema,
  response: ZListMessagesResponseSchema,
} as const satisfies THttpRoute;

export const updateMessageRoute = {
  method: 'PATCH',
  path: '/api/messages/{id}',
  handler: 'http/messages/update-message',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'Mark read/unread, star, archive (the receiving agent only; 404 otherwise)',
  tags: ['Messages'],
  params: ZMessageIdParamsSchema,
  body: ZUpdateMessageRequestSchema,
  response: ZMessageChangeResponseSchema,
} as const satisfies THttpRoute;

export const deleteMessageRoute = {
  method: 'DELETE',
  path: '/api/messages/{id}',
  handler: 'http/messages/delete-message',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: "Delete from the agent's mailbox for good (the lead and the sender's copy stay)",
  tags: ['Messages'],
  params: ZMessageIdParamsSchema,
  response: ZDeleteMessageResponseSchema,
} as const satisfies THttpRoute;

export const saveMessageDraftRoute = {
  method: 'PUT',
  path: '/api/messages/{id}/draft',
  handler: 'http/messages/save-message-draft',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: 'Save (or, with an empty body, remove) the reply draft',
  tags: ['Messages'],
  params: ZMessageIdParamsSchema,
  body: ZSaveDraftRequestSchema,
  response: ZMessageChangeResponseSchema,
} as const satisfies THttpRoute;

export const replyToMessageRoute = {
  method: 'POST',
  path: '/api/messages/{id}/reply',
  handler: 'http/messages/reply-to-message',
  access: 'pro',
  resources: ['table:read', 'table:write', 'mail:send'],
  summary: 'Reply: stored on the conversation and e-mailed to the sender',
  tags: ['Messages'],
  params: ZMessageIdParamsSchema,
  body: ZReplyRequestSchema,
  response: ZMessageChangeResponseSchema,
} as const satisfies THttpRoute;

export const forwardMessageRoute = {
  method: 'POST',
  path: '/api/messages/{id}/forward',
  handler: 'http/messages/forward-message',
  access: 'pro',
  resources: ['table:read', 'table:write', 'mail:send'],
  summary: 'E-mail the inquiry (with a note) to another address',
  tags: ['Messages'],
  params: ZMessageIdParamsSchema,
  body: ZForwardRequestSchema,
  response: ZMessageChangeResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const profileRoutes = {
  'GET /api/profile': getBrandingRoute,
  'PUT /api/profile': updateBrandingRoute,
  'POST /api/profile/photos/uploads': presignProfilePhotoRoute,
  'POST /api/profile/photos': confirmProfilePhotoRoute,
  'GET /api/account': getAccountRoute,
  'PUT /api/account': updateAccountRoute,
  'POST /api/account/password': changePasswordRoute,
  'GET /api/settings': getSettingsRoute,
  'PUT /api/settings': updateSettingsRoute,
  'POST /api/settings/two-factor/setup': startTwoFactorSetupRoute,
  'POST /api/settings/two-factor/enable': enableTwoFactorRoute,
  'POST /api/settings/two-factor/disable': disableTwoFactorRoute,
  'GET /api/agent/{userId}/profile': getAgentProfileRoute,
  'GET /api/broker/{userId}/profile': getBrokerProfileRoute,
  'GET /api/brokerage/{brokerageName}/broker': findBrokerageBrokerRoute,
  'GET /api/brokerage/membership': getBrokerageMembershipRoute,
  'GET /api/brokerage/team': listBrokerageTeamRoute,
  'POST /api/brokerage/team/{userId}/approve': approveTeamMemberRoute,
  'POST /api/brokerage/team/{userId}/decline': declineTeamMemberRoute,
  'DELETE /api/brokerage/team/{userId}': removeTeamMemberRoute,
  'POST /api/agent/{userId}/leads': createProfileLeadRoute,
  'GET /api/messages': listMessagesRoute,
  'PATCH /api/messages/{id}': updateMessageRoute,
  'DELETE /api/messages/{id}': deleteMessageRoute,
  'PUT /api/messages/{id}/draft': saveMessageDraftRoute,
  'POST /api/messages/{id}/reply': replyToMessageRoute,
  'POST /api/messages/{id}/forward': forwardMessageRoute,
} as const satisfies Record<string, THttpRoute>;
