import { ZOpenHouseParamsSchema } from '@shared/schemas/open-house-params.schema';
import { ZMailSendingLimitSchema } from '@shared/schemas/mail-sending-limit.schema';
import { ZSaveSecondMessageRequestSchema, ZSecondMessageSchema } from '@shared/schemas/second-message.schema';
import type { THttpRoute } from '../../entries/entry-types';

/**
 * An open house's optional second message to its visitors (issue 25), and the daily limit such mail meets.
 * A group of its own, not in lead.routes.ts, so its schemas and the Scheduler client stay out of every
 * lead-capture route's bundle.
 */
export const getSecondMessageRoute = {
  method: 'GET',
  path: '/api/properties/{id}/open-houses/{openHouseId}/second-message',
  handler: 'http/open-house-sign-in/get-second-message',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary: "The optional second message to an open house's visitors days after it (defaults until saved), when it is due and when it went out (owner only)",
  tags: ['Lead capture'],
  params: ZOpenHouseParamsSchema,
  response: ZSecondMessageSchema,
} as const satisfies THttpRoute;

export const saveSecondMessageRoute = {
  method: 'PUT',
  path: '/api/properties/{id}/open-houses/{openHouseId}/second-message',
  handler: 'http/open-house-sign-in/save-second-message',
  access: 'pro',
  resources: ['table:read', 'table:write', 'schedules:open-house-follow-up'],
  summary: 'Turn the second message on or off, set its delay (1–14 days after the end) and its subject and text; (re)schedules it (owner only)',
  tags: ['Lead capture'],
  params: ZOpenHouseParamsSchema,
  body: ZSaveSecondMessageRequestSchema,
  response: ZSecondMessageSchema,
} as const satisfies THttpRoute;

export const getMailSendingLimitRoute = {
  method: 'GET',
  path: '/api/mail/sending-limit',
  handler: 'http/open-house-sign-in/get-mail-sending-limit',
  access: 'pro',
  resources: ['table:read', 'table:write'],
  summary:
    "The caller's daily limit on automated mail to addresses they never mailed (50 on a trial, 500 paid), today's use, mail held back today, and when it resets (UTC midnight)",
  tags: ['Lead capture'],
  response: ZMailSendingLimitSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const followUpRoutes = {
  'GET /api/properties/{id}/open-houses/{openHouseId}/second-message': getSecondMessageRoute,
  'PUT /api/properties/{id}/open-houses/{openHouseId}/second-message': saveSecondMessageRoute,
  'GET /api/mail/sending-limit': getMailSendingLimitRoute,
} as const satisfies Record<string, THttpRoute>;
