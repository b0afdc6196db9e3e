import Stripe from 'stripe';
import { PaymentProviderError, WebhookPayloadError, WebhookSignatureError, type TPaymentSubscription, type TPayments } from './payments';
import type { TPaymentsConfig } from './payments-config';
import { createStripeClient } from './stripe-client';
import { clientSecretOf, readEvent, setupSecretOf, toPaymentEvent, toPaymentSubscription } from './stripe-records';

/** Stripe's documented default tolerance (the SDK's too): a signed event older than this is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The first invoice's payment secret and, for a trial, the SetupIntent that collects its card. */
const EXPAND_FIRST_PAYMENT = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** Stripe's refusals become PaymentProviderError; anything else (no answer: StripeConnectionError; bugs) passes through. */
async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && !(error instanceof Stripe.errors.StripeConnectionError)) {
      throw new PaymentProviderError(error.message, error.type, error.code ?? null, error.decline_code ?? null, error.statusCode ?? null);
    }
    throw error;
  }
}

/** A payment (or card setup) the card form can still confirm; one left in `requires_action` (3-D Secure abandoned) cannot be. */
const CONFIRMABLE_PAYMENT_STATUSES: readonly string[] = ['requires_payment_method', 'requires_confirmation'];

const isMissing = (error: unknown) => error instanceof PaymentProviderError && error.code === 'resource_missing';

/**
 * The payments adapter on the official SDK (`stripe`), against api.stripe.com or, when `apiUrl` is set, the local
 * stand-in. The client is made on the first call and kept: build the adapter once per container (get-payments.ts).
 */
export function createStripePayments(config: TPaymentsConfig): TPayments {
  let client: Stripe | undefined;
  const stripe = () => (client ??= createStripeClient(config));
  const retrieve = (id: string) => stripe().subscriptions.retrieve(id, { expand: EXPAND_FIRST_PAYMENT });
  /**
   * Keeps the pending secret only while it can still be confirmed. Since API 2025-03-31 the invoice names no
   * payment intent; the secret does (`pi_…_secret_…` / `seti_…_secret_…`, as Stripe documents its client secrets).
   */
  const withConfirmableSecret = async (record: TPaymentSubscription): Promise<TPaymentSubscription> => {
    const intentId = record.pendingClientSecret?.split('_secret_')[0];
    if (!intentId) return record;
    const intent = intentId.startsWith('seti_')
      ? await stripe().setupIntents.retrieve(intentId)
      : intentId.startsWith('pi_')
        ? await stripe().paymentIntents.retrieve(intentId)
        : null;
    return !intent || CONFIRMABLE_PAYMENT_STATUSES.includes(intent.status) ? record : { ...record, pendingClientSecret: null };
  };

  return {
    ensureCustomer: ({ userId, email, name, idempotencyKey }) =>
      translated(async () => {
        // Search can lag writes in Stripe, so the idempotency key is what stops concurrent duplicates.
        const found = await stripe().customers.search({ query: `metadata['userId']:'${userId.replace(/'/g, "\\'")}'`, limit: 1 });
        const existing = found.data[0];
        if (existing) return { customerId: existing.id };
        const created = await stripe().customers.create({ email, name, metadata: { userId } }, { idempotencyKey });
        return { customerId: created.id };
      }),

    createSubscription: ({ customerId, priceId, trialDays, trialEnd, idempotencyKey }) =>
      translated(async () => {
        const subscription = await stripe().subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand: EXPAND_FIRST_PAYMENT,
            ...(trialDays ? { trial_period_days: trialDays } : {}),
            ...(trialEnd ? { trial_end: Math.floor(new Date(trialEnd).getTime() / 1000) } : {}),
            ...(trialDays || trialEnd ? { trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } } } : {}),
          },
          { idempotencyKey },
        );
        const record = toPaymentSubscription(subscription);
        const paymentSecret = clientSecretOf(subscription);
        const setupSecret = setupSecretOf(subscription);
        return {
          subscriptionId: record.id,
          status: record.status,
          clientSecret: paymentSecret ?? setupSecret,
          clientSecretKind: paymentSecret ? 'payment' : setupSecret ? 'setup' : null,
        };
      }),

    retrieveSubscription: (subscriptionId) =>
      translated(async () => withConfirmableSecret(toPaymentSubscription(await retrieve(subscriptionId)))).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      }),

    changePlan: (subscriptionId, priceId) =>
      translated(async () => {
        const current = await retrieve(subscriptionId);
        const item = current.items.data[0];
        if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
        const updated = await stripe().subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: 'create_prorations',
          expand: EXPAND_FIRST_PAYMENT,
        });
        return toPaymentSubscription(updated);
      }),

    cancelAtPeriodEnd: (subscriptionId, cancel) =>
      translated(async () =>
        toPaymentSubscription(await stripe().subscriptions.update(subscriptionId, { cancel_at_period_end: cancel, expand: EXPAND_FIRST_PAYMENT })),
      ),

    cancelNow: (subscriptionId) =>
      translated(async () => toPaymentSubscription(await stripe().subscriptions.cancel(subscriptionId, { expand: EXPAND_FIRST_PAYMENT }))),

    createPortalSession: (customerId, returnUrl) =>
      translated(async () => {
        const session = await stripe().billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: session.url };
      }),

    verifyWebhook: (rawBody, signatureHeader) => {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let parsed: unknown;
      try {
        parsed = stripe().webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
        // The signature is checked first, so it held: the body itself is not JSON.
        if (error instanceof SyntaxError) throw new WebhookPayloadError('The body is not JSON');
        throw error;
      }
      return toPaymentEvent(readEvent(parsed));
    },
  };
}
