import { StripeRequestError, type TBillingContext } from './billing-context';
import { stripeId, type TPaymentError, type TSetupIntentRecord, type TSubscriptionRecord } from './stripe-state';
import { AUTHENTICATION_FAILED, behaviourOfCard, declineOfCard, UNKNOWN_CARD } from './test-cards';

/**
 * A subscription's `pending_setup_intent`: with nothing due now (a trial) Stripe collects the card with a
 * SetupIntent (`seti_…`, confirmed by Stripe.js's confirmSetup); once it succeeds the card becomes the
 * subscription's default payment method (`save_default_payment_method: on_subscription`) and the trial's end bills it.
 */
export function openSetupIntent(context: TBillingContext, subscription: TSubscriptionRecord): TSetupIntentRecord {
  const id = stripeId('seti');
  const intent: TSetupIntentRecord = {
    id,
    clientSecret: `${id}_secret_${stripeId('s').slice(2)}`,
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    created: context.now(),
    status: 'requires_payment_method',
    paymentMethodId: null,
    lastSetupError: null,
  };
  context.state.setupIntents[id] = intent;
  subscription.pendingSetupIntentId = id;
  return intent;
}

export const isSetupSecret = (clientSecret: string) => clientSecret.startsWith('seti_');

export function findSetupIntentBySecret(context: TBillingContext, clientSecret: string): TSetupIntentRecord {
  const intent = Object.values(context.state.setupIntents).find((candidate) => candidate.clientSecret === clientSecret);
  if (!intent) throw new StripeRequestError(404, 'invalid_request_error', 'No such setup_intent client secret.', 'resource_missing', 'client_secret');
  return intent;
}

/** The subscription ended: its card can no longer be set up. */
export function cancelPendingSetup(context: TBillingContext, subscription: TSubscriptionRecord): void {
  const intent = subscription.pendingSetupIntentId ? context.state.setupIntents[subscription.pendingSetupIntentId] : undefined;
  if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
  subscription.pendingSetupIntentId = null;
}

function succeed(context: TBillingContext, intent: TSetupIntentRecord, paymentMethodId: string): TSetupIntentRecord {
  intent.status = 'succeeded';
  intent.paymentMethodId = paymentMethodId;
  intent.lastSetupError = null;
  const subscription = context.state.subscriptions[intent.subscriptionId];
  if (subscription) {
    subscription.defaultPaymentMethodId = paymentMethodId;
    subscription.pendingSetupIntentId = null;
    context.emitSubscription('customer.subscription.updated', subscription);
  }
  return intent;
}

function fail(intent: TSetupIntentRecord, error: TPaymentError): StripeRequestError {
  intent.status = 'requires_payment_method';
  intent.lastSetupError = error;
  return new StripeRequestError(402, error.type === 'card_error' ? 'card_error' : 'invalid_request_error', error.message, error.code, null, error.declineCode);
}

/** Confirms the SetupIntent behind `clientSecret` with a typed test card, as Stripe.js's confirmSetup would. */
export function confirmSetupWithCard(context: TBillingContext, clientSecret: string, cardNumber: string): TSetupIntentRecord {
  const intent = findSetupIntentBySecret(context, clientSecret);
  if (intent.status !== 'requires_payment_method') {
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      `This SetupIntent's status is ${intent.status}, so it cannot be confirmed.`,
      'setup_intent_unexpected_state',
    );
  }
  const behaviour = behaviourOfCard(cardNumber);
  if (!behaviour) {
    intent.lastSetupError = { type: 'card_error', code: UNKNOWN_CARD.code, declineCode: null, message: UNKNOWN_CARD.message };
    throw new StripeRequestError(402, 'card_error', UNKNOWN_CARD.message, UNKNOWN_CARD.code, 'number');
  }
  const paymentMethod = { id: stripeId('pm'), customerId: intent.customerId, last4: cardNumber.replace(/\D/g, '').slice(-4), behaviour };
  context.state.paymentMethods[paymentMethod.id] = paymentMethod;
  if (behaviour === 'declined') throw fail(intent, declineOfCard(cardNumber));
  if (behaviour === 'requires_authentication') {
    intent.status = 'requires_action';
    intent.paymentMethodId = paymentMethod.id;
    return intent;
  }
  return succeed(context, intent, paymentMethod.id);
}

/** The 3-D Secure step of a `requires_action` SetupIntent, completed or failed by the card holder. */
export function completeSetupAuthentication(context: TBillingContext, clientSecret: string, isCompleted: boolean): TSetupIntentRecord {
  const intent = findSetupIntentBySecret(context, clientSecret);
  if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      `This SetupIntent's status is ${intent.status}, so it needs no authentication.`,
      'setup_intent_unexpected_state',
    );
  }
  if (!isCompleted)
    throw fail(intent, { type: 'card_error', code: 'setup_intent_authentication_failure', declineCode: null, message: AUTHENTICATION_FAILED.message });
  return succeed(context, intent, intent.paymentMethodId);
}
