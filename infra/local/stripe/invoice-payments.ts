import { type TBillingContext, StripeRequestError } from './billing-context';
import { stripeId, type TInvoiceRecord, type TPaymentError, type TPaymentIntentRecord, type TSubscriptionRecord } from './stripe-state';
import { AUTHENTICATION_FAILED, behaviourOfCard, DECLINE, declineOfCard, UNKNOWN_CARD } from './test-cards';

/** A finalized invoice for the subscription; with an amount due it carries a payment intent awaiting a card. */
export function openInvoice(
  context: TBillingContext,
  subscription: TSubscriptionRecord,
  input: { amount: number; reason: TInvoiceRecord['billingReason']; periodStart: number; periodEnd: number },
): TInvoiceRecord {
  const price = context.prices.get(subscription.priceId);
  const invoice: TInvoiceRecord = {
    id: stripeId('in'),
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    created: context.now(),
    status: input.amount > 0 ? 'open' : 'paid',
    billingReason: input.reason,
    amountDue: input.amount,
    amountPaid: 0,
    currency: price?.currency ?? 'usd',
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    attemptCount: 0,
    nextPaymentAttempt: null,
    paymentIntentId: null,
  };
  if (input.amount > 0) {
    const id = stripeId('pi');
    context.state.paymentIntents[id] = {
      id,
      clientSecret: `${id}_secret_${stripeId('s').slice(2)}`,
      invoiceId: invoice.id,
      customerId: subscription.customerId,
      amount: input.amount,
      currency: invoice.currency,
      created: context.now(),
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastPaymentError: null,
    };
    invoice.paymentIntentId = id;
  }
  context.state.invoices[invoice.id] = invoice;
  subscription.latestInvoiceId = invoice.id;
  if (invoice.status === 'paid') context.emitInvoice('invoice.paid', invoice.id);
  return invoice;
}

export function findIntentBySecret(context: TBillingContext, clientSecret: string): TPaymentIntentRecord {
  const intent = Object.values(context.state.paymentIntents).find((candidate) => candidate.clientSecret === clientSecret);
  if (!intent) throw new StripeRequestError(404, 'invalid_request_error', 'No such payment_intent client secret.', 'resource_missing', 'client_secret');
  return intent;
}

/** The invoice is paid: its subscription becomes active and keeps the card for renewals. */
function settle(context: TBillingContext, intent: TPaymentIntentRecord, paymentMethodId: string): void {
  const invoice = context.state.invoices[intent.invoiceId];
  if (!invoice) return;
  intent.status = 'succeeded';
  intent.paymentMethodId = paymentMethodId;
  intent.lastPaymentError = null;
  invoice.status = 'paid';
  invoice.amountPaid = invoice.amountDue;
  invoice.attemptCount += 1;
  invoice.nextPaymentAttempt = null;
  context.emitInvoice('invoice.paid', invoice.id);
  const subscription = context.state.subscriptions[invoice.subscriptionId];
  if (!subscription) return;
  if (subscription.saveDefaultPaymentMethod || !subscription.defaultPaymentMethodId) subscription.defaultPaymentMethodId = paymentMethodId;
  if (subscription.status === 'incomplete' || subscription.status === 'past_due') {
    subscription.status = 'active';
    context.emitSubscription('customer.subscription.updated', subscription);
  }
}

function fail(context: TBillingContext, intent: TPaymentIntentRecord, error: TPaymentError): StripeRequestError {
  intent.status = 'requires_payment_method';
  intent.lastPaymentError = error;
  const invoice = context.state.invoices[intent.invoiceId];
  if (invoice) {
    invoice.attemptCount += 1;
    context.emitInvoice('invoice.payment_failed', invoice.id);
  }
  return new StripeRequestError(402, error.type === 'card_error' ? 'card_error' : 'invalid_request_error', error.message, error.code, null, error.declineCode);
}

/**
 * Confirms the payment intent behind `clientSecret` with a typed test card, as Stripe.js would.
 * A decline throws Stripe's card error and leaves the subscription as it was.
 */
export function confirmWithCard(context: TBillingContext, clientSecret: string, cardNumber: string): TPaymentIntentRecord {
  const intent = findIntentBySecret(context, clientSecret);
  if (intent.status !== 'requires_payment_method') {
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
      'payment_intent_unexpected_state',
    );
  }
  const behaviour = behaviourOfCard(cardNumber);
  if (!behaviour) {
    intent.lastPaymentError = { type: 'card_error', code: UNKNOWN_CARD.code, declineCode: null, message: UNKNOWN_CARD.message };
    throw new StripeRequestError(402, 'card_error', UNKNOWN_CARD.message, UNKNOWN_CARD.code, 'number');
  }
  const paymentMethod = { id: stripeId('pm'), customerId: intent.customerId, last4: cardNumber.replace(/\D/g, '').slice(-4), behaviour };
  context.state.paymentMethods[paymentMethod.id] = paymentMethod;
  if (behaviour === 'declined') throw fail(context, intent, declineOfCard(cardNumber));
  if (behaviour === 'requires_authentication') {
    intent.status = 'requires_action';
    intent.paymentMethodId = paymentMethod.id;
    context.emitInvoice('invoice.payment_action_required', intent.invoiceId);
    return intent;
  }
  settle(context, intent, paymentMethod.id);
  return intent;
}

/** The extra confirmation step (3-D Secure) of a `requires_action` payment: completed or failed by the payer. */
export function completeAuthentication(context: TBillingContext, clientSecret: string, isCompleted: boolean): TPaymentIntentRecord {
  const intent = findIntentBySecret(context, clientSecret);
  if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      `This PaymentIntent's status is ${intent.status}, so it needs no authentication.`,
      'payment_intent_unexpected_state',
    );
  }
  if (!isCompleted)
    throw fail(context, intent, { type: 'card_error', code: AUTHENTICATION_FAILED.code, declineCode: null, message: AUTHENTICATION_FAILED.message });
  settle(context, intent, intent.paymentMethodId);
  return intent;
}

/** Charges the subscription's saved card off-session (renewals, retries); false when there is none or it is declined. */
export function chargeSavedCard(context: TBillingContext, subscription: TSubscriptionRecord, invoice: TInvoiceRecord): boolean {
  const intent = invoice.paymentIntentId ? context.state.paymentIntents[invoice.paymentIntentId] : undefined;
  if (!intent || invoice.status !== 'open') return invoice.status === 'paid';
  const card = subscription.defaultPaymentMethodId ? context.state.paymentMethods[subscription.defaultPaymentMethodId] : undefined;
  if (card && card.behaviour !== 'declined') {
    settle(context, intent, card.id);
    return true;
  }
  fail(
    context,
    intent,
    card
      ? DECLINE
      : {
          type: 'invalid_request_error',
          code: 'resource_missing',
          declineCode: null,
          message: 'This customer has no attached payment source or default payment method.',
        },
  );
  return false;
}
