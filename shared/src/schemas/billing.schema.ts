import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { PLAN_KEYS } from '../constants/plans';

/** The payment provider's own subscription statuses, as stored. */
export const BILLING_STATUSES = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'] as const;
export const ZBillingStatusSchema = /* @__PURE__ */ lazySchema(() => z.enum(BILLING_STATUSES));
export type TBillingStatus = z.infer<typeof ZBillingStatusSchema>;

/** Statuses of a paid subscription whose plan can be changed, or cancelled at period end, in place. */
export const CHANGEABLE_BILLING_STATUSES: readonly TBillingStatus[] = ['active', 'past_due', 'unpaid'];

/** Changeable in place: a paid subscription, or a trial with a card saved (subscribed during the trial; billed when it ends). */
export const isChangeableInPlace = (subscription: { status: TBillingStatus; hasPaymentMethod: boolean }): boolean =>
  CHANGEABLE_BILLING_STATUSES.includes(subscription.status) || (subscription.status === 'trialing' && subscription.hasPaymentMethod);

/** How often a price bills. */
export const BILLING_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type TBillingInterval = (typeof BILLING_INTERVALS)[number];

const ZPriceIdSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));

/** POST /api/create-subscription (spec §7). */
export const ZCreateSubscriptionRequestSchema = /* @__PURE__ */ lazySchema(() => z.strictObject({ priceId: ZPriceIdSchema }));

/**
 * `clientSecret` is null when nothing is due now (a plan change of a paid subscription, or already on
 * that plan). `checkoutUrl` is set only on the local payment stand-in: its card page, to which the browser
 * adds `?return_url=…`. Against Stripe `publishableKey` (`pk_…`) is set instead and Stripe.js's Payment
 * Element confirms `clientSecret`; it is null whenever `checkoutUrl` is used or nothing is due.
 */
export const ZCreateSubscriptionResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    clientSecret: z.nullable(z.string()),
    /**
     * What confirms `clientSecret`: 'payment' (Stripe.js confirmPayment, charged now) or 'setup' (confirmSetup:
     * subscribing during the trial saves the card, and the trial's end, `firstChargeAt`, is the first charge).
     */
    intent: z.nullable(z.enum(['payment', 'setup'])),
    /** With 'setup': when the card is first charged (the running trial's end, carried over). Null otherwise. */
    firstChargeAt: z.nullable(z.string()),
    checkoutUrl: z.nullable(z.string()),
    publishableKey: z.nullable(z.string()),
  }),
);
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponseSchema>;

export const ZBillingSubscriptionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    plan: z.nullable(z.enum(PLAN_KEYS)),
    status: ZBillingStatusSchema,
    /** Cents per interval. */
    amount: z.nullable(z.number().check(z.int())),
    currency: z.nullable(z.string()),
    interval: z.nullable(z.enum(BILLING_INTERVALS)),
    /** The next renewal, or the end date when cancelling at period end. */
    currentPeriodEnd: z.nullable(z.string()),
    cancelAtPeriodEnd: z.boolean(),
    trialEnd: z.nullable(z.string()),
    /** Whether a card is saved for it: a trial with one is billed when it ends; without one it ends then. */
    hasPaymentMethod: z._default(z.boolean(), false),
    /** Whether this subscription lets the user create and publish listings now. */
    allowsListing: z.boolean(),
    listingLimit: z.number().check(z.int()),
  }),
);
export type TBillingSubscription = z.infer<typeof ZBillingSubscriptionSchema>;

/** GET /api/billing: the caller's subscription and the price id of each plan. */
export const ZBillingResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    subscription: z.nullable(ZBillingSubscriptionSchema),
    /** Whether the payment provider knows the user (and so has a portal for their card and invoices). */
    hasPaymentAccount: z.boolean(),
    plans: z.array(z.object({ plan: z.enum(PLAN_KEYS), priceId: z.string() })),
  }),
);
export type TBillingResponse = z.infer<typeof ZBillingResponseSchema>;

/** PATCH /api/billing/subscription: switch plan, or cancel at period end / resume. */
export const ZUpdateSubscriptionRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .strictObject({ priceId: z.optional(ZPriceIdSchema), cancelAtPeriodEnd: z.optional(z.boolean()) })
    .check(
      z.refine((body) => (body.priceId === undefined) !== (body.cancelAtPeriodEnd === undefined), { message: 'Send either priceId or cancelAtPeriodEnd.' }),
    ),
);

/** POST /api/billing/portal: where the provider's customer portal sends the user back to (a path of ours). */
export const ZPortalSessionRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    returnPath: z._default(z.string().check(z.regex(/^\/(?!\/)[a-z0-9/_-]*$/i, 'Return to a path of this site.'), z.maxLength(200)), '/account'),
  }),
);
export const ZPortalSessionResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ url: z.string() }));
export type TPortalSessionResponse = z.infer<typeof ZPortalSessionResponseSchema>;

/** POST /api/stripe/webhook answers. */
export const ZWebhookReceiptSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ received: z.literal(true), duplicate: z.optional(z.boolean()), ignored: z.optional(z.boolean()) }),
);
