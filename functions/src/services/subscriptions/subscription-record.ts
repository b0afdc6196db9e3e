import { PLAN_KEYS, type TPlanKey } from '@shared/constants/plans';
import type { TPaymentSubscription } from '../../adapters/payments/payments';
import type { TPlanPrices } from '../../adapters/payments/payments-config';
import type { TSubscriptionRecord } from '../../data/subscription-repository';

export const planOfPrice = (prices: TPlanPrices, priceId: string): TPlanKey | null => PLAN_KEYS.find((plan) => prices[plan] === priceId) ?? null;

/** Statuses after which a subscription never bills again: the user needs a new one. */
export const isEnded = (status: TSubscriptionRecord['status']) => status === 'canceled' || status === 'incomplete_expired';

/** A checkout in progress: awaiting its first payment, or a trial awaiting the card its end will charge. */
export const isAwaitingCard = (subscription: TPaymentSubscription | null) =>
  subscription?.status === 'incomplete' || (subscription?.status === 'trialing' && !subscription.hasPaymentMethod);

/** The stored record of the provider's subscription as it is now. */
export function toSubscriptionRecord(
  userId: string,
  subscription: TPaymentSubscription,
  prices: TPlanPrices,
  now: Date,
  pendingStripeSubscriptionId: string | null = null,
): TSubscriptionRecord {
  return {
    userId,
    status: subscription.status,
    priceId: subscription.priceId,
    plan: planOfPrice(prices, subscription.priceId),
    amount: subscription.amount,
    currency: subscription.currency,
    interval: subscription.interval,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    trialEnd: subscription.trialEnd,
    hasPaymentMethod: subscription.hasPaymentMethod,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: subscription.customerId,
    pendingStripeSubscriptionId,
    updatedAt: now.toISOString(),
  };
}

/** A subscription no provider bills (a local trial, a complimentary plan): no amount, no provider ids. */
export function unbilledSubscriptionRecord(
  userId: string,
  terms: Pick<TSubscriptionRecord, 'status' | 'priceId' | 'plan' | 'currentPeriodEnd' | 'trialEnd'>,
  now: Date,
): TSubscriptionRecord {
  return {
    userId,
    ...terms,
    amount: null,
    currency: null,
    interval: null,
    cancelAtPeriodEnd: false,
    hasPaymentMethod: false,
    stripeSubscriptionId: null,
    stripeCustomerId: null,
    pendingStripeSubscriptionId: null,
    updatedAt: now.toISOString(),
  };
}
