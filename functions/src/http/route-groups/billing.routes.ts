import {
  ZBillingResponseSchema,
  ZCreateSubscriptionRequestSchema,
  ZCreateSubscriptionResponseSchema,
  ZPortalSessionRequestSchema,
  ZPortalSessionResponseSchema,
  ZUpdateSubscriptionRequestSchema,
  ZWebhookReceiptSchema,
} from '@shared/schemas/billing.schema';
import type { THttpRoute, TWebhookEntry } from '../../entries/entry-types';

/** Subscriptions: choosing a plan, the billing card on /account and the provider's portal. */
export const createSubscriptionRoute = {
  method: 'POST',
  path: '/api/create-subscription',
  handler: 'http/billing/create-subscription',
  access: 'pro',
  resources: ['table:read', 'table:write', 'payments'],
  summary: "Subscribe to a plan (or switch the unpaid one): the first payment's client secret, null when nothing is due",
  tags: ['Billing'],
  timeoutSeconds: 30,
  body: ZCreateSubscriptionRequestSchema,
  response: ZCreateSubscriptionResponseSchema,
} as const satisfies THttpRoute;

export const getBillingRoute = {
  method: 'GET',
  path: '/api/billing',
  handler: 'http/billing/get-billing',
  access: 'pro',
  resources: ['table:read', 'table:write', 'payments'],
  summary: "The caller's subscription (plan, status, renewal, amount) and the plans' price ids",
  tags: ['Billing'],
  response: ZBillingResponseSchema,
} as const satisfies THttpRoute;

export const updateSubscriptionRoute = {
  method: 'PATCH',
  path: '/api/billing/subscription',
  handler: 'http/billing/update-subscription',
  access: 'pro',
  resources: ['table:read', 'table:write', 'payments'],
  summary: 'Change the paid plan, or cancel at period end / resume',
  tags: ['Billing'],
  timeoutSeconds: 30,
  body: ZUpdateSubscriptionRequestSchema,
  response: ZBillingResponseSchema,
} as const satisfies THttpRoute;

export const createPortalSessionRoute = {
  method: 'POST',
  path: '/api/billing/portal',
  handler: 'http/billing/create-portal-session',
  access: 'pro',
  resources: ['table:read', 'table:write', 'payments'],
  summary: 'A customer portal session of the payment provider for the caller (payment method, invoices, plan)',
  tags: ['Billing'],
  body: ZPortalSessionRequestSchema,
  response: ZPortalSessionResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const billingRoutes = {
  'POST /api/create-subscription': createSubscriptionRoute,
  'GET /api/billing': getBillingRoute,
  'PATCH /api/billing/subscription': updateSubscriptionRoute,
  'POST /api/billing/portal': createPortalSessionRoute,
} as const satisfies Record<string, THttpRoute>;

/** The payment provider's events, signed with the endpoint's secret. */
export const STRIPE_WEBHOOK = {
  kind: 'webhook',
  method: 'POST',
  path: '/api/stripe/webhook',
  handler: 'http/billing/stripe-webhook',
  resources: ['table:read', 'table:write', 'payments'],
  summary: 'Stripe events: each re-reads the subscription and stores its current state (replays change nothing)',
  tags: ['Billing'],
  timeoutSeconds: 30,
  // The signature is checked by the Stripe SDK (constructEvent, 5-minute tolerance) in the payments adapter.
  verifier: { scheme: 'provider-sdk', header: 'stripe-signature' },
  response: ZWebhookReceiptSchema,
} as const satisfies TWebhookEntry;
