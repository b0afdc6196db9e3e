import { WebhookPayloadError, WebhookSignatureError, type TPaymentEvent, type TPaymentSubscription } from '../../adapters/payments/payments';
import { badRequest } from '../../platform/app-error';
import { findUserIdByStripeCustomer, getSubscription, isStripeEventRecorded, recordStripeEvent, userStatusOf } from '../../data/subscription-repository';
import { logger } from '../../platform/logger';
import type { TSystemActor } from '../actor';
import type { TBillingDeps } from './billing-deps';
import { storeSubscription } from './store-subscription';
import { withBillingLock } from './billing-lock';
import { isAwaitingCard, isEnded, toSubscriptionRecord } from './subscription-record';

/** Events that may change a subscription; each makes us re-read it rather than trust its payload or order. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);

export type TEventOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * A provider event, verified here.
 * 0. the adapter checks the signature on the raw body (Stripe's SDK): a missing, wrong or stale one is a 400
 *    and nothing is read or written; a signed body that is no event (not JSON, missing id/type/created/object) is refused with 400 and
 *    logged once: it can never parse, so the provider must not retry it for days
 * 1. an event id seen before changes nothing
 * 2. for a subscription or invoice event: re-read the subscription and store its current state for the
 *    customer's user (see storeCurrentState)
 * 3. note the event id (after the work, so a failed attempt is retried by the provider)
 */
export async function handlePaymentEvent(
  deps: TBillingDeps,
  _actor: TSystemActor,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<TEventOutcome> {
  const event = verifiedEvent(deps, input);
  if (await isStripeEventRecorded(deps.db, event.id)) return 'duplicate';
  const outcome =
    SUBSCRIPTION_EVENTS.has(event.type) && event.subscriptionId ? await storeCurrentState(deps, event.subscriptionId, event.customerId) : 'ignored';
  await recordStripeEvent(deps.db, { eventId: event.id, type: event.type }, deps.clock.now());
  return outcome;
}

function verifiedEvent(deps: TBillingDeps, input: { rawBody: Buffer; signature: string | undefined }): TPaymentEvent {
  try {
    return deps.payments.verifyWebhook(input.rawBody, input.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn('webhook signature refused', { reason: error.message });
      throw badRequest('Invalid webhook signature.');
    }
    if (!(error instanceof WebhookPayloadError)) throw error;
    logger.warn('signed payment event that is no event refused', { reason: error.message, bytes: input.rawBody.length });
    throw badRequest('The event payload is malformed.');
  }
}

/**
 * The stored subscription's own events always store its state. Another subscription of the user replaces
 * it only when that one is not ended, and one awaiting its card (unpaid, or a trial carried over whose card
 * is not saved yet) does not replace a trial or a paid one (it is a checkout in progress). Once a newer one replaces a live provider subscription, the old one is ended.
 *
 * It reads and writes under the user's billing lease, as the subscribe and change calls do: an event arrives
 * whenever the provider sends it, and one about the old subscription, read before a subscribe stored the new
 * one and written after, would put the old one back (the next subscribe then replays the old attempt).
 */
async function storeCurrentState(deps: TBillingDeps, subscriptionId: string, eventCustomerId: string | null): Promise<TEventOutcome> {
  const customerId = eventCustomerId ?? (await deps.payments.retrieveSubscription(subscriptionId))?.customerId;
  const userId = customerId ? await findUserIdByStripeCustomer(deps.db, customerId) : null;
  const ignore = (): TEventOutcome => {
    logger.warn('payment event for a subscription of no user of ours', { subscriptionId });
    return 'ignored';
  };
  if (!userId) return ignore();
  return withBillingLock(deps, userId, async () => {
    const subscription = await deps.payments.retrieveSubscription(subscriptionId);
    return subscription && subscription.customerId === customerId ? storeForUser(deps, userId, subscription) : ignore();
  });
}

async function storeForUser(deps: TBillingDeps, userId: string, subscription: TPaymentSubscription): Promise<TEventOutcome> {
  const stored = await getSubscription(deps.db, userId);
  const now = deps.clock.now();
  if (stored?.stripeSubscriptionId === subscription.id) {
    await storeSubscription(deps, toSubscriptionRecord(userId, subscription, deps.prices, now, stored.pendingStripeSubscriptionId));
    return 'handled';
  }
  if (isEnded(subscription.status) || (isAwaitingCard(subscription) && stored && userStatusOf(stored.status) === 'active')) return 'ignored';
  await storeSubscription(deps, toSubscriptionRecord(userId, subscription, deps.prices, now));
  if (stored?.stripeSubscriptionId) await endReplaced(deps, stored.stripeSubscriptionId);
  return 'handled';
}

async function endReplaced(deps: TBillingDeps, subscriptionId: string): Promise<void> {
  const replaced: TPaymentSubscription | null = await deps.payments.retrieveSubscription(subscriptionId);
  if (replaced && !isEnded(replaced.status)) await deps.payments.cancelNow(subscriptionId);
}
