import { ZConfirmEmailParamsSchema, ZConfirmEmailResponseSchema, ZResendEmailConfirmationResponseSchema } from '@shared/schemas/email-confirmation.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Confirming an account's e-mail address by the link mailed to it. */
export const confirmEmailRoute = {
  method: 'POST',
  path: '/api/auth/confirm-email/{token}',
  handler: 'http/email-confirmation/confirm-email',
  access: 'public',
  resources: ['table:read', 'table:write'],
  summary:
    'Follow an e-mail confirmation link (the page /confirm-email/{token} posts it; a GET confirms nothing): the account it was sent for gets that address confirmed, or changed to it (404 unknown, 410 expired after 24 hours or used, 409 when another account took the address)',
  tags: ['Auth'],
  params: ZConfirmEmailParamsSchema,
  response: ZConfirmEmailResponseSchema,
} as const satisfies THttpRoute;

export const resendEmailConfirmationRoute = {
  method: 'POST',
  path: '/api/auth/confirm-email/resend',
  handler: 'http/email-confirmation/resend-email-confirmation',
  access: 'user',
  resources: ['table:read', 'table:write', 'mail:send'],
  summary:
    'Mail a new confirmation link (to the pending new address, else to the unconfirmed one); 3 an hour with e-mail changes (429 with Retry-After beyond)',
  tags: ['Auth'],
  response: ZResendEmailConfirmationResponseSchema,
} as const satisfies THttpRoute;

export const emailConfirmationRoutes = {
  'POST /api/auth/confirm-email/resend': resendEmailConfirmationRoute,
  'POST /api/auth/confirm-email/{token}': confirmEmailRoute,
} as const satisfies Record<string, THttpRoute>;
