import type Stripe from 'stripe';
import type { TLocalPrice } from './local-stripe-keys';
import type {
  TCustomerRecord,
  TInvoiceRecord,
  TPaymentError,
  TPaymentIntentRecord,
  TPortalSessionRecord,
  TSetupIntentRecord,
  TStripeState,
  TSubscriptionRecord,
} from './stripe-state';

/**
 * The JSON the stand-in answers with. Each shape is a subset of the official SDK's type (`Pick<Stripe.X, …>`),
 * so the compiler holds every served field to Stripe's contract; fields left out are fields the stand-in lacks.
 */
export type TServedPrice = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'type'
  | 'unit_amount'
>;
export type TServedSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_start' | 'current_period_end' | 'metadata' | 'quantity' | 'subscription'
> & {
  price: TServedPrice;
};
export type TServedInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'customer'
  | 'status'
  | 'billing_reason'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'currency'
  | 'created'
  | 'livemode'
  | 'period_start'
  | 'period_end'
  | 'attempt_count'
  | 'attempted'
  | 'next_payment_attempt'
  | 'parent'
  | 'metadata'
> & { confirmation_secret?: Stripe.Invoice['confirmation_secret'] };
export type TServedSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'customer'
  | 'status'
  | 'created'
  | 'start_date'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'ended_at'
  | 'trial_start'
  | 'trial_end'
  | 'trial_settings'
  | 'currency'
  | 'collection_method'
  | 'default_payment_method'
  | 'livemode'
  | 'metadata'
  | 'payment_settings'
  | 'test_clock'
> & {
  items: { object: 'list'; data: TServedSubscriptionItem[]; has_more: false; url: string };
  latest_invoice: string | TServedInvoice | null;
  pending_setup_intent: string | TServedSetupIntent | null;
};
export type TServedCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'name' | 'metadata' | 'livemode' | 'delinquent' | 'description'>;
export type TServedPaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'status'
  | 'client_secret'
  | 'customer'
  | 'created'
  | 'livemode'
  | 'payment_method'
  | 'last_payment_error'
  | 'next_action'
>;
export type TServedSetupIntent = Pick<
  Stripe.SetupIntent,
  'id' | 'object' | 'client_secret' | 'customer' | 'status' | 'created' | 'livemode' | 'payment_method' | 'last_setup_error' | 'next_action' | 'usage'
>;
export type TServedPortalSession = Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'created' | 'customer' | 'livemode' | 'return_url' | 'url'>;

export function servePrice(price: TLocalPrice): TServedPrice {
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: 1_700_000_000,
    currency: price.currency,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: {},
    nickname: price.nickname,
    product: `prod_local_${price.lookupKey}`,
    recurring: { interval: price.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: price.unitAmount,
  };
}

export function serveCustomer(customer: TCustomerRecord): TServedCustomer {
  const { id, created, email, name, metadata } = customer;
  return { id, object: 'customer', created, email, name, metadata, livemode: false, delinquent: false, description: null };
}

export function serveInvoice(invoice: TInvoiceRecord, state: TStripeState, withConfirmationSecret: boolean): TServedInvoice {
  const intent = invoice.paymentIntentId ? state.paymentIntents[invoice.paymentIntentId] : undefined;
  const subscription = state.subscriptions[invoice.subscriptionId];
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customerId,
    status: invoice.status,
    billing_reason: invoice.billingReason,
    amount_due: invoice.amountDue,
    amount_paid: invoice.amountPaid,
    amount_remaining: invoice.amountDue - invoice.amountPaid,
    currency: invoice.currency,
    created: invoice.created,
    livemode: false,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    next_payment_attempt: invoice.nextPaymentAttempt,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription?.metadata ?? null, subscription: invoice.subscriptionId },
    },
    ...(withConfirmationSecret
      ? { confirmation_secret: intent && invoice.status === 'open' ? { client_secret: intent.clientSecret, type: 'payment_intent' } : null }
      : {}),
  };
}

/** `expand` may name `latest_invoice` and `latest_invoice.confirmation_secret`; the router rejects anything else. */
export function serveSubscription(
  subscription: TSubscriptionRecord,
  state: TStripeState,
  prices: Map<string, TLocalPrice>,
  expand: readonly string[] = [],
): TServedSubscription {
  const price = prices.get(subscription.priceId);
  if (!price) throw new Error(`Unknown price ${subscription.priceId}`);
  const invoice = subscription.latestInvoiceId ? state.invoices[subscription.latestInvoiceId] : undefined;
  const setupIntent = subscription.pendingSetupIntentId ? state.setupIntents[subscription.pendingSetupIntentId] : undefined;
  const isInvoiceExpanded = expand.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'));
  const item: TServedSubscriptionItem = {
    id: subscription.itemId,
    object: 'subscription_item',
    created: subscription.created,
    current_period_start: subscription.currentPeriodStart,
    current_period_end: subscription.currentPeriodEnd,
    metadata: {},
    quantity: 1,
    subscription: subscription.id,
    price: servePrice(price),
  };
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    created: subscription.created,
    start_date: subscription.created,
    billing_cycle_anchor: subscription.currentPeriodStart,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt,
    ended_at: subscription.endedAt,
    trial_start: subscription.trialStart,
    trial_end: subscription.trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: subscription.trialEndWithoutCard } },
    currency: price.currency,
    collection_method: 'charge_automatically',
    default_payment_method: subscription.defaultPaymentMethodId,
    livemode: false,
    metadata: subscription.metadata,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: subscription.saveDefaultPaymentMethod ? 'on_subscription' : 'off',
    },
    test_clock: null,
    items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${subscription.id}` },
    latest_invoice:
      invoice && isInvoiceExpanded
        ? serveInvoice(invoice, state, expand.includes('latest_invoice.confirmation_secret'))
        : (subscription.latestInvoiceId ?? null),
    pending_setup_intent: setupIntent && expand.includes('pending_setup_intent') ? serveSetupIntent(setupIntent, '') : (setupIntent?.id ?? null),
  };
}

export function servePaymentIntent(intent: TPaymentIntentRecord, checkoutUrl: string): TServedPaymentIntent {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    customer: intent.customerId,
    created: intent.created,
    livemode: false,
    payment_method: intent.paymentMethodId,
    last_payment_error: servedError(intent.lastPaymentError),
    next_action: redirectWhenRequired(intent.status, checkoutUrl),
  };
}

export function serveSetupIntent(intent: TSetupIntentRecord, checkoutUrl: string): TServedSetupIntent {
  return {
    id: intent.id,
    object: 'setup_intent',
    client_secret: intent.clientSecret,
    customer: intent.customerId,
    status: intent.status,
    created: intent.created,
    livemode: false,
    payment_method: intent.paymentMethodId,
    usage: 'off_session',
    last_setup_error: servedError(intent.lastSetupError),
    next_action: redirectWhenRequired(intent.status, checkoutUrl),
  };
}

/** A refused confirmation as both intents carry it (`last_payment_error`, `last_setup_error`). */
function servedError(error: TPaymentError | null) {
  return error ? { type: error.type, code: error.code, message: error.message, ...(error.declineCode ? { decline_code: error.declineCode } : {}) } : null;
}

/** An intent waiting for 3-D Secure sends the card holder to the local card page's extra step. */
function redirectWhenRequired(status: string, checkoutUrl: string) {
  return status === 'requires_action' ? { type: 'redirect_to_url' as const, redirect_to_url: { url: checkoutUrl, return_url: null } } : null;
}

export function servePortalSession(session: TPortalSessionRecord, url: string): TServedPortalSession {
  return {
    id: session.id,
    object: 'billing_portal.session',
    created: session.created,
    customer: session.customerId,
    livemode: false,
    return_url: session.returnUrl,
    url,
  };
}
