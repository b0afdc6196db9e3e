import {
  ZConfirmRemovalParamsSchema,
  ZConfirmRemovalResponseSchema,
  ZRequestRemovalRequestSchema,
  ZRequestRemovalResponseSchema,
} from '@shared/schemas/privacy-request.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** A visitor's own removal request (issue 44): no account, a link to the address proves it is theirs. */
export const requestRemovalRoute = {
  method: 'POST',
  path: '/api/privacy/removal-requests',
  handler: 'http/privacy/request-removal',
  access: 'public',
  resources: ['table:read', 'table:write', 'mail:send', 'secret:ip-hash-salt'],
  summary:
    'Ask for the removal of what was given under an address at open houses and in inquiries: mails that address a link valid 24 hours; the same answer whether or not anything is held (5 an hour per client, 3 a day per address, 429 with Retry-After beyond)',
  tags: ['Privacy'],
  body: ZRequestRemovalRequestSchema,
  response: ZRequestRemovalResponseSchema,
} as const satisfies THttpRoute;

export const confirmRemovalRoute = {
  method: 'POST',
  path: '/api/privacy/removal-requests/{token}',
  handler: 'http/privacy/confirm-removal',
  access: 'public',
  resources: ['table:read', 'table:write'],
  summary:
    'Follow a removal link (the page /privacy/remove/{token} posts it): every lead and sign-in under the address, at every agent, loses the name, e-mail, phone and answers (counts kept), and the address is suppressed (404 unknown, 410 expired or used)',
  tags: ['Privacy'],
  params: ZConfirmRemovalParamsSchema,
  response: ZConfirmRemovalResponseSchema,
} as const satisfies THttpRoute;

export const privacyRoutes = {
  'POST /api/privacy/removal-requests': requestRemovalRoute,
  'POST /api/privacy/removal-requests/{token}': confirmRemovalRoute,
} as const satisfies Record<string, THttpRoute>;
