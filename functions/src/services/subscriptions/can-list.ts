import { isProRole } from '@shared/constants/roles';
import type { TBillingStatus } from '@shared/schemas/billing.schema';
import type { TSubscriptionStatus } from '@shared/schemas/user.schema';
import { userStatusOf, type TSubscriptionRecord } from '../../data/subscription-repository';
import type { TProfileRecord, TUserRecord } from '../../data/user-records';

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'You need an active subscription to create listings.';

/**
 * Provider statuses that let a professional list: a trial, a paid subscription, and one whose last payment
 * failed while the provider still retries it (past_due). Listing stops once the retries are over (unpaid or
 * canceled), and for a subscription never paid (incomplete, incomplete_expired) or paused.
 */
const LISTING_STATUSES: ReadonlySet<TBillingStatus> = new Set(['trialing', 'active', 'past_due']);

/** A trial only we know of (the provider was unreachable at sign-up) that has reached its end: no provider event will end it. */
const isEndedLocalTrial = (subscription: TSubscriptionRecord, now: Date) =>
  subscription.status === 'trialing' && subscription.stripeSubscriptionId === null && !(subscription.trialEnd !== null && subscription.trialEnd > now.toISOString());

/**
 * The one place that decides whether a professional's subscription lets them create and publish listings.
 * A user with no subscription item keeps what the user record says (accounts older than billing).
 */
export function canList(user: TUserRecord, profile: TProfileRecord, subscription: TSubscriptionRecord | null, now: Date): boolean {
  if (!isProRole(profile.role)) return false;
  if (!subscription) return user.subscriptionStatus === 'active';
  return LISTING_STATUSES.has(subscription.status) && !isEndedLocalTrial(subscription, now);
}

/**
 * The spec's `subscriptionStatus` now: the one stored on the user record ('active' for trialing and active),
 * except that a local trial past its end is inactive.
 */
export function subscriptionStatusOf(user: TUserRecord, subscription: TSubscriptionRecord | null, now: Date): TSubscriptionStatus {
  if (!subscription) return user.subscriptionStatus;
  return isEndedLocalTrial(subscription, now) ? 'inactive' : userStatusOf(subscription.status);
}
