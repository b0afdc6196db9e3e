import { isProRole } from '@shared/constants/roles';
import type { TSubscriptionRecord } from '../../data/subscription-repository';
import type { TProfileRecord, TUserRecord } from '../../data/user-records';

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'You need an active subscription to create listings.';

/**
 * The one place that decides whether a professional's subscription lets them create and publish listings.
 * The provider's status decides; a local trial (started while the provider was unreachable) lasts until
 * its end. A user with no subscription item keeps what the user record says (accounts older than billing).
 */
export function canList(user: TUserRecord, profile: TProfileRecord, subscription: TSubscriptionRecord | null, now: Date): boolean {
  if (!isProRole(profile.role)) return false;
  if (!subscription) return user.subscriptionStatus === 'active';
  if (subscription.status === 'active') return true;
  if (subscription.status !== 'trialing') return false;
  return subscription.stripeSubscriptionId !== null || (subscription.trialEnd !== null && subscription.trialEnd > now.toISOString());
}
