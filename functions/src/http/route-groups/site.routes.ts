import { ZAppModeResponseSchema } from '@shared/schemas/app-mode.schema';
import { ZBuyerSignupRequestSchema, ZProSignupRequestSchema, ZSigninRequestSchema, ZSigninResponseSchema, ZSignupResponseSchema, ZTwoFactorSigninRequestSchema, ZTwoFactorSigninResponseSchema } from '@shared/schemas/auth.schema';
import { ZApiDocsQuerySchema } from '@shared/schemas/docs.schema';
import { ZCurrentUserResponseSchema } from '@shared/schemas/user.schema';
import { ZWaitlistRequestSchema, ZWaitlistResponseSchema } from '@shared/schemas/waitlist.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Sessions, accounts, the waitlist, the app mode and the API reference. */
export const siteRoutes = {
  'GET /api/auth/user': {
    method: 'GET', path: '/api/auth/user', handler: 'http/auth/get-current-user', access: 'user',
    resources: ['table:read', 'table:write'], summary: 'The signed-in user with their profile', tags: ['Auth'],
    response: ZCurrentUserResponseSchema,
  },
  'POST /api/auth/signup/buyer': {
    method: 'POST', path: '/api/auth/signup/buyer', handler: 'http/auth/sign-up-buyer', access: 'public',
    resources: ['table:read', 'table:write'], summary: 'Create a buyer account and sign in', tags: ['Auth'],
    body: ZBuyerSignupRequestSchema, response: ZSignupResponseSchema,
  },
  'POST /api/auth/signup/pro': {
    method: 'POST', path: '/api/auth/signup/pro', handler: 'http/auth/sign-up-pro', access: 'public',
    resources: ['table:read', 'table:write', 'payments'], summary: 'Create an agent or broker account with a free trial, and sign in', tags: ['Auth'],
    body: ZProSignupRequestSchema, response: ZSignupResponseSchema,
  },
  'POST /api/auth/signin': {
    method: 'POST', path: '/api/auth/signin', handler: 'http/auth/sign-in', access: 'public',
    resources: ['table:read', 'table:write', 'secret:ip-hash-salt'], summary: 'Sign in with e-mail and password (with two-factor on: twoFactorRequired, then the code step); failures back off exponentially, per account for unknown browsers and per browser for ones that signed in before', tags: ['Auth'],
    body: ZSigninRequestSchema, response: ZSigninResponseSchema,
  },
  'POST /api/auth/signin/two-factor': {
    method: 'POST', path: '/api/auth/signin/two-factor', handler: 'http/auth/complete-two-factor-sign-in', access: 'public',
    resources: ['table:read', 'table:write', 'secret:ip-hash-salt'], summary: 'The second sign-in step: an authenticator code or a one-time recovery code for the pending sign-in (throttled like passwords)', tags: ['Auth'],
    body: ZTwoFactorSigninRequestSchema, response: ZTwoFactorSigninResponseSchema,
  },
  'GET /api/auth/logout': {
    method: 'GET', path: '/api/auth/logout', handler: 'http/auth/log-out', access: 'public', isNavigation: true,
    resources: ['table:read', 'table:write'], summary: 'End the session and go to / (same-site navigations only; from another site nothing happens and the answer says so)', tags: ['Auth'],
  },
  'GET /api/login': {
    method: 'GET', path: '/api/login', handler: 'http/auth/log-in', access: 'public', isNavigation: true,
    resources: [], summary: 'Start signing in (redirects to the sign-in screen)', tags: ['Auth'],
  },
  'GET /api/app-mode': {
    method: 'GET', path: '/api/app-mode', handler: 'http/app/get-app-mode', access: 'public',
    resources: [], summary: 'The app mode (beta, private-beta or live)', tags: ['App'],
    response: ZAppModeResponseSchema,
  },
  'POST /api/waitlist': {
    method: 'POST', path: '/api/waitlist', handler: 'http/waitlist/join-waitlist', access: 'public',
    resources: ['table:write'], summary: 'Join the private-beta waitlist (idempotent per e-mail)', tags: ['Waitlist'],
    body: ZWaitlistRequestSchema, response: ZWaitlistResponseSchema,
  },
  'GET /api/docs': {
    method: 'GET', path: '/api/docs', handler: 'http/docs/get-api-docs', access: 'public',
    resources: [], summary: 'This API reference (OpenAPI 3.1 JSON with ?format=json, HTML otherwise)', tags: ['Docs'],
    query: ZApiDocsQuerySchema,
  },
} as const satisfies Record<string, THttpRoute>;
