import { ZAppModeResponseSchema } from '@shared/schemas/app-mode.schema';
import {
  ZBuyerSignupRequestSchema,
  ZProSignupRequestSchema,
  ZSigninRequestSchema,
  ZSigninResponseSchema,
  ZSignupResponseSchema,
  ZTwoFactorSigninRequestSchema,
  ZTwoFactorSigninResponseSchema,
} from '@shared/schemas/auth.schema';
import { ZApiDocsQuerySchema } from '@shared/schemas/docs.schema';
import { ZCurrentUserResponseSchema } from '@shared/schemas/user.schema';
import { ZWaitlistRequestSchema, ZWaitlistResponseSchema } from '@shared/schemas/waitlist.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** Sessions, accounts, the waitlist, the app mode and the API reference. */
export const getCurrentUserRoute = {
  method: 'GET',
  path: '/api/auth/user',
  handler: 'http/auth/get-current-user',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'The signed-in user with their profile',
  tags: ['Auth'],
  response: ZCurrentUserResponseSchema,
} as const satisfies THttpRoute;

export const signUpBuyerRoute = {
  method: 'POST',
  path: '/api/auth/signup/buyer',
  handler: 'http/auth/sign-up-buyer',
  access: 'public',
  resources: ['table:read', 'table:write', 'mail:send', 'secret:ip-hash-salt'],
  summary: 'Create a buyer account and sign in; mails the address its confirmation link (10 sign-ups an hour per client, 429 with Retry-After beyond)',
  tags: ['Auth'],
  body: ZBuyerSignupRequestSchema,
  response: ZSignupResponseSchema,
} as const satisfies THttpRoute;

export const signUpProRoute = {
  method: 'POST',
  path: '/api/auth/signup/pro',
  handler: 'http/auth/sign-up-pro',
  access: 'public',
  resources: ['table:read', 'table:write', 'payments', 'mail:send', 'secret:ip-hash-salt'],
  summary:
    'Create an agent or broker account with a free trial, and sign in; mails the address its confirmation link (10 sign-ups an hour per client, 429 with Retry-After beyond)',
  tags: ['Auth'],
  body: ZProSignupRequestSchema,
  response: ZSignupResponseSchema,
} as const satisfies THttpRoute;

export const signInRoute = {
  method: 'POST',
  path: '/api/auth/signin',
  handler: 'http/auth/sign-in',
  access: 'public',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary:
    'Sign in with e-mail and password (with two-factor on: twoFactorRequired, then the code step); failures back off exponentially, per account for unknown browsers and per browser for ones that signed in before',
  tags: ['Auth'],
  body: ZSigninRequestSchema,
  response: ZSigninResponseSchema,
} as const satisfies THttpRoute;

export const completeTwoFactorSignInRoute = {
  method: 'POST',
  path: '/api/auth/signin/two-factor',
  handler: 'http/auth/complete-two-factor-sign-in',
  access: 'public',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: 'The second sign-in step: an authenticator code or a one-time recovery code for the pending sign-in (throttled like passwords)',
  tags: ['Auth'],
  body: ZTwoFactorSigninRequestSchema,
  response: ZTwoFactorSigninResponseSchema,
} as const satisfies THttpRoute;

export const logOutRoute = {
  method: 'GET',
  path: '/api/auth/logout',
  handler: 'http/auth/log-out',
  access: 'public',
  isNavigation: true,
  resources: ['table:read', 'table:write'],
  summary: 'End the session and go to / (same-site navigations only; from another site nothing happens and the answer says so)',
  tags: ['Auth'],
} as const satisfies THttpRoute;

export const logInRoute = {
  method: 'GET',
  path: '/api/login',
  handler: 'http/auth/log-in',
  access: 'public',
  isNavigation: true,
  resources: [],
  summary: 'Start signing in (redirects to the sign-in screen)',
  tags: ['Auth'],
} as const satisfies THttpRoute;

export const getAppModeRoute = {
  method: 'GET',
  path: '/api/app-mode',
  handler: 'http/app/get-app-mode',
  access: 'public',
  resources: [],
  summary: 'The app mode (beta, private-beta or live)',
  tags: ['App'],
  response: ZAppModeResponseSchema,
} as const satisfies THttpRoute;

export const joinWaitlistRoute = {
  method: 'POST',
  path: '/api/waitlist',
  handler: 'http/waitlist/join-waitlist',
  access: 'public',
  resources: ['table:write'],
  summary: 'Join the private-beta waitlist (idempotent per e-mail)',
  tags: ['Waitlist'],
  body: ZWaitlistRequestSchema,
  response: ZWaitlistResponseSchema,
} as const satisfies THttpRoute;

export const getApiDocsRoute = {
  method: 'GET',
  path: '/api/docs',
  handler: 'http/docs/get-api-docs',
  access: 'public',
  resources: [],
  summary: 'This API reference (OpenAPI 3.1 JSON with ?format=json, HTML otherwise)',
  tags: ['Docs'],
  query: ZApiDocsQuerySchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const siteRoutes = {
  'GET /api/auth/user': getCurrentUserRoute,
  'POST /api/auth/signup/buyer': signUpBuyerRoute,
  'POST /api/auth/signup/pro': signUpProRoute,
  'POST /api/auth/signin': signInRoute,
  'POST /api/auth/signin/two-factor': completeTwoFactorSignInRoute,
  'GET /api/auth/logout': logOutRoute,
  'GET /api/login': logInRoute,
  'GET /api/app-mode': getAppModeRoute,
  'POST /api/waitlist': joinWaitlistRoute,
  'GET /api/docs': getApiDocsRoute,
} as const satisfies Record<string, THttpRoute>;
