import { PaymentProviderError, type TPaymentSubscription, type TPayments } from './payments';
import type { TPaymentsConfig } from './payments-config';
import { createStripeApi, type TStripeApiOptions } from './stripe-api';
import { StripeApiError } from './stripe-errors';
import { clientSecretOf, readEvent, setupSecretOf, toPaymentEvent, toPaymentSubscription, type TSubscriptionRead } from './stripe-records';
import { verifiedWebhookJson } from './stripe-webhook';

/** The first invoice's payment secret and, for a trial, the SetupIntent that collects its card. */
const EXPAND_FIRST_PAYMENT = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** Stripe's refusals become PaymentProviderError; anything else (no answer: StripeConnectionError; bugs) passes through. */
async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StripeApiError) throw new PaymentProviderError(error.message, error.sdkErrorName, error.code, error.declineCode, error.status);
    throw error;
  }
}

/** The other objects' fields the adapter reads. */
type TCustomerRead = { id: string };
type TIntentRead = { status: string };
type TPortalSessionRead = { url: string };

const idPath = (collection: string, id: string) => `/v1/${collection}/${encodeURIComponent(id)}`;

/** A payment (or card setup) the card form can still confirm; one left in `requires_action` (3-D Secure abandoned) cannot be. */
const CONFIRMABLE_PAYMENT_STATUSES: readonly string[] = ['requires_payment_method', 'requires_confirmation'];

const isMissing = (error: unknown) => error instanceof PaymentProviderError && error.code === 'resource_missing';

/**
 * The payments adapter on Stripe's REST API (stripe-api.ts), against api.stripe.com or, when `apiUrl` is set,
 * the local stand-in. Build it once per container (fetch keeps connections alive).
 */
export function createStripePayments(config: TPaymentsConfig, apiOptions?: TStripeApiOptions): TPayments {
  const api = createStripeApi(config, apiOptions);
  const retrieve = (id: string) => api.get<TSubscriptionRead>(idPath('subscriptions', id), { expand: EXPAND_FIRST_PAYMENT });
  /**
   * Keeps the pending secret only while it can still be confirmed. Since API 2025-03-31 the invoice names no
   * payment intent; the secret does (`pi_…_secret_…` / `seti_…_secret_…`, as Stripe documents its client secrets).
   */
  const withConfirmableSecret = async (record: TPaymentSubscription): Promise<TPaymentSubscription> => {
    const intentId = record.pendingClientSecret?.split('_secret_')[0];
    if (!intentId) return record;
    const collection = intentId.startsWith('seti_') ? 'setup_intents' : intentId.startsWith('pi_') ? 'payment_intents' : null;
    const intent = collection ? await api.get<TIntentRead>(idPath(collection, intentId)) : null;
    return !intent || CONFIRMABLE_PAYMENT_STATUSES.includes(intent.status) ? record : { ...record, pendingClientSecret: null };
  };

  return {
    ensureCustomer: ({ userId, email, name, idempotencyKey }) =>
      translated(async () => {
        // Search can lag writes in Stripe, so the idempotency key is what stops concurrent duplicates.
        const found = await api.get<{ data: TCustomerRead[] }>('/v1/customers/search', { query: `metadata['userId']:'${userId.replace(/'/g, "\\'")}'`, limit: 1 });
        const existing = found.data[0];
        if (existing) return { customerId: existing.id };
        const created = await api.post<TCustomerRead>('/v1/customers', { email, name, metadata: { userId } }, { idempotencyKey });
        return { customerId: created.id };
      }),

    createSubscription: ({ customerId, priceId, trialDays, trialEnd, idempotencyKey }) =>
      translated(async () => {
        const subscription = await api.post<TSubscriptionRead>(
          '/v1/subscriptions',
          {
            customer: customerId,
            items: [{ price: priceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand: EXPAND_FIRST_PAYMENT,
            ...(trialDays ? { trial_period_days: trialDays } : {}),
            ...(trialEnd ? { trial_end: Math.floor(new Date(trialEnd).getTime() / 1000) } : {}),
            ...(trialDays || trialEnd ? { trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } } : {}),
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
        const updated = await api.post<TSubscriptionRead>(idPath('subscriptions', subscriptionId), {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: 'create_prorations',
          expand: EXPAND_FIRST_PAYMENT,
        });
        return toPaymentSubscription(updated);
      }),

    cancelAtPeriodEnd: (subscriptionId, cancel) =>
      translated(async () =>
        toPaymentSubscription(await api.post<TSubscriptionRead>(idPath('subscriptions', subscriptionId), { cancel_at_period_end: cancel, expand: EXPAND_FIRST_PAYMENT })),
      ),

    cancelNow: (subscriptionId) => translated(async () => toPaymentSubscription(await api.delete<TSubscriptionRead>(idPath('subscriptions', subscriptionId), { expand: EXPAND_FIRST_PAYMENT }))),

    createPortalSession: (customerId, returnUrl) =>
      translated(async () => {
        const session = await api.post<TPortalSessionRead>('/v1/billing_portal/sessions', { customer: customerId, return_url: returnUrl });
        return { url: session.url };
      }),

    verifyWebhook: (rawBody, signatureHeader) => toPaymentEvent(readEvent(verifiedWebhookJson(rawBody, signatureHeader, config.webhookSecret, new Date()))),
  };
}
