import { addInterval, DAY_SECONDS, noSuch, priceOf, StripeRequestError, type TBillingContext } from './billing-context';
import { chargeSavedCard, openInvoice } from './invoice-payments';
import { cancelPendingSetup, openSetupIntent } from './setup-intents';
import { stripeId, type TSubscriptionRecord } from './stripe-state';

/** Stripe's defaults: trial_will_end three days ahead, unpaid first invoices expire after 23 hours, four renewal attempts three days apart. */
const TRIAL_WILL_END_NOTICE = 3 * DAY_SECONDS;
const INCOMPLETE_EXPIRY = 23 * 60 * 60;
const RETRY_INTERVAL = 3 * DAY_SECONDS;
const MAX_RENEWAL_ATTEMPTS = 4;

export type TNewSubscription = {
  customerId: string;
  priceId: string;
  trialDays: number | null;
  /** `trial_end`: the trial's last moment (Unix seconds, in the future), e.g. carried over from an earlier trial. */
  trialEnd: number | null;
  trialEndWithoutCard: 'cancel' | 'create_invoice';
  saveDefaultPaymentMethod: boolean;
  metadata: Record<string, string>;
};

/**
 * `payment_behavior: default_incomplete`: incomplete with an open first invoice, or trialing with a $0 one and
 * a `pending_setup_intent` that collects the card the trial's end will charge.
 */
export function createSubscription(context: TBillingContext, input: TNewSubscription): TSubscriptionRecord {
  if (!context.state.customers[input.customerId]) throw noSuch('customer', input.customerId, 'customer');
  const price = priceOf(context, input.priceId);
  const now = context.now();
  if (input.trialDays && input.trialEnd !== null) {
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      'You may only specify one of these parameters: trial_end, trial_period_days.',
      null,
      'trial_end',
    );
  }
  if (input.trialEnd !== null && input.trialEnd <= now) {
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      'Invalid timestamp: must be an integer Unix timestamp in the future.',
      'parameter_invalid_integer',
      'trial_end',
    );
  }
  const trialEnd = input.trialEnd ?? (input.trialDays ? now + input.trialDays * DAY_SECONDS : null);
  const subscription: TSubscriptionRecord = {
    id: stripeId('sub'),
    itemId: stripeId('si'),
    customerId: input.customerId,
    priceId: price.id,
    status: trialEnd ? 'trialing' : 'incomplete',
    created: now,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd ?? addInterval(now, price.interval),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    trialStart: trialEnd ? now : null,
    trialEnd,
    isTrialWillEndSent: false,
    trialEndWithoutCard: input.trialEndWithoutCard,
    saveDefaultPaymentMethod: input.saveDefaultPaymentMethod,
    defaultPaymentMethodId: null,
    latestInvoiceId: null,
    pendingSetupIntentId: null,
    metadata: input.metadata,
    pendingProration: 0,
  };
  context.state.subscriptions[subscription.id] = subscription;
  if (trialEnd) openSetupIntent(context, subscription);
  context.emitSubscription('customer.subscription.created', subscription);
  openInvoice(context, subscription, {
    amount: trialEnd ? 0 : price.unitAmount,
    reason: 'subscription_create',
    periodStart: now,
    periodEnd: subscription.currentPeriodEnd,
  });
  return subscription;
}

export function findSubscription(context: TBillingContext, id: string): TSubscriptionRecord {
  const subscription = context.state.subscriptions[id];
  if (!subscription) throw noSuch('subscription', id);
  return subscription;
}

const isEnded = (subscription: TSubscriptionRecord) => subscription.status === 'canceled' || subscription.status === 'incomplete_expired';

function end(context: TBillingContext, subscription: TSubscriptionRecord, status: 'canceled' | 'incomplete_expired', at: number): void {
  subscription.status = status;
  subscription.canceledAt = at;
  subscription.endedAt = at;
  cancelPendingSetup(context, subscription);
  const invoice = subscription.latestInvoiceId ? context.state.invoices[subscription.latestInvoiceId] : undefined;
  if (invoice?.status === 'open') {
    invoice.status = status === 'incomplete_expired' ? 'void' : 'uncollectible';
    invoice.nextPaymentAttempt = null;
    const intent = invoice.paymentIntentId ? context.state.paymentIntents[invoice.paymentIntentId] : undefined;
    if (intent) intent.status = 'canceled';
  }
  context.emitSubscription('customer.subscription.deleted', subscription);
}

/** A new period starting at `from`, billed to the saved card: active when paid, past_due with retries when not. */
function renew(context: TBillingContext, subscription: TSubscriptionRecord, from: number): void {
  const price = priceOf(context, subscription.priceId);
  subscription.currentPeriodStart = from;
  subscription.currentPeriodEnd = addInterval(from, price.interval);
  const amount = Math.max(0, price.unitAmount + subscription.pendingProration);
  subscription.pendingProration = 0;
  const invoice = openInvoice(context, subscription, { amount, reason: 'subscription_cycle', periodStart: from, periodEnd: subscription.currentPeriodEnd });
  const isPaid = chargeSavedCard(context, subscription, invoice);
  if (isPaid) subscription.status = 'active';
  else {
    subscription.status = 'past_due';
    invoice.nextPaymentAttempt = context.now() + RETRY_INTERVAL;
  }
  context.emitSubscription('customer.subscription.updated', subscription);
}

export type TSubscriptionChange = { priceId?: string; cancelAtPeriodEnd?: boolean; prorate: boolean };

/** Plan change on the one item (credit for unused time when prorating) and cancel-at-period-end. */
export function updateSubscription(context: TBillingContext, subscription: TSubscriptionRecord, change: TSubscriptionChange): TSubscriptionRecord {
  if (isEnded(subscription)) {
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      'A canceled subscription can only update its cancellation_details and metadata.',
      'resource_missing',
    );
  }
  if (change.cancelAtPeriodEnd !== undefined) subscription.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
  if (change.priceId && change.priceId !== subscription.priceId) changePrice(context, subscription, change.priceId, change.prorate);
  context.emitSubscription('customer.subscription.updated', subscription);
  return subscription;
}

function changePrice(context: TBillingContext, subscription: TSubscriptionRecord, priceId: string, prorate: boolean): void {
  const previous = priceOf(context, subscription.priceId);
  const next = priceOf(context, priceId);
  if (subscription.status === 'incomplete') {
    // Its open first invoice was priced for the old plan; a new plan starts from a new subscription.
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      'The local Stripe stand-in does not change the price of an incomplete subscription: cancel it and create a new one.',
      null,
      'items',
    );
  }
  subscription.priceId = next.id;
  if (subscription.status !== 'active' && subscription.status !== 'past_due') return;
  const now = context.now();
  const period = subscription.currentPeriodEnd - subscription.currentPeriodStart;
  const unusedShare = period > 0 ? Math.max(0, subscription.currentPeriodEnd - now) / period : 0;
  if (next.interval === previous.interval) {
    if (prorate) subscription.pendingProration += Math.round((next.unitAmount - previous.unitAmount) * unusedShare);
    return;
  }
  // A new interval restarts the billing cycle now and bills at once, less the unused old period.
  subscription.pendingProration -= prorate ? Math.round(previous.unitAmount * unusedShare) : 0;
  renew(context, subscription, now);
}

/** The next moment something is due for this subscription, or null. */
function nextDue(subscription: TSubscriptionRecord, context: TBillingContext): number | null {
  switch (subscription.status) {
    case 'incomplete':
      return subscription.created + INCOMPLETE_EXPIRY;
    case 'trialing':
      return subscription.isTrialWillEndSent ? (subscription.trialEnd ?? subscription.currentPeriodEnd) : (subscription.trialEnd ?? 0) - TRIAL_WILL_END_NOTICE;
    case 'active':
      return subscription.currentPeriodEnd;
    case 'past_due': {
      const invoice = subscription.latestInvoiceId ? context.state.invoices[subscription.latestInvoiceId] : undefined;
      const retry = invoice?.status === 'open' ? invoice.nextPaymentAttempt : null;
      return retry === null || retry === undefined ? subscription.currentPeriodEnd : Math.min(retry, subscription.currentPeriodEnd);
    }
    default:
      return null;
  }
}

/** Performs the one step due at `at` (the caller guarantees `at >= nextDue`). */
function step(context: TBillingContext, subscription: TSubscriptionRecord, at: number): void {
  if (subscription.status === 'incomplete') return end(context, subscription, 'incomplete_expired', at);
  if (subscription.status === 'trialing' && !subscription.isTrialWillEndSent) {
    subscription.isTrialWillEndSent = true;
    return context.emitSubscription('customer.subscription.trial_will_end', subscription);
  }
  if (subscription.status === 'trialing') {
    const trialEnd = subscription.trialEnd ?? at;
    if (!subscription.defaultPaymentMethodId && subscription.trialEndWithoutCard === 'cancel') return end(context, subscription, 'canceled', trialEnd);
    return renew(context, subscription, trialEnd);
  }
  if (subscription.cancelAtPeriodEnd && at >= subscription.currentPeriodEnd) return end(context, subscription, 'canceled', subscription.currentPeriodEnd);
  const invoice = subscription.latestInvoiceId ? context.state.invoices[subscription.latestInvoiceId] : undefined;
  if (subscription.status === 'past_due' && invoice?.status === 'open' && invoice.nextPaymentAttempt !== null && invoice.nextPaymentAttempt <= at) {
    if (chargeSavedCard(context, subscription, invoice)) return;
    if (invoice.attemptCount >= MAX_RENEWAL_ATTEMPTS) return end(context, subscription, 'canceled', at);
    invoice.nextPaymentAttempt = at + RETRY_INTERVAL;
    return;
  }
  renew(context, subscription, subscription.currentPeriodEnd);
}

/** Ends a subscription now (`DELETE /v1/subscriptions/:id`); its open invoice can no longer be paid. */
export function cancelSubscriptionNow(context: TBillingContext, subscription: TSubscriptionRecord): TSubscriptionRecord {
  if (!isEnded(subscription)) end(context, subscription, 'canceled', context.now());
  return subscription;
}

/** Runs every trial notice, trial end, renewal, retry, expiry and period-end cancellation due by now; answers how many ran. */
export function runDueBilling(context: TBillingContext): number {
  const now = context.now();
  let steps = 0;
  for (const subscription of Object.values(context.state.subscriptions)) {
    for (let due = nextDue(subscription, context); due !== null && due <= now; due = nextDue(subscription, context)) {
      step(context, subscription, due);
      steps += 1;
    }
  }
  return steps;
}
