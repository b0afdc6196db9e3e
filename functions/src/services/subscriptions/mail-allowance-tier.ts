import type { TMailAllowanceTier } from '@shared/constants/mail-limits';
import type { TSubscriptionRecord } from '../../data/subscription-repository';
import type { TUserRecord } from '../../data/user-records';
import { isPaidUp } from './can-list';

/**
 * Which daily limit on mail to new addresses an account has: 'paid' while a paid subscription stands (active,
 * or past due while the provider retries the payment), else 'trial' (a trial, a lapsed or never-paid one).
 * An account older than billing (no subscription item) keeps what its user record says.
 */
export function mailAllowanceTierOf(user: TUserRecord, subscription: TSubscriptionRecord | null): TMailAllowanceTier {
  if (!subscription) return user.subscriptionStatus === 'active' ? 'paid' : 'trial';
  return isPaidUp(subscription) ? 'paid' : 'trial';
}
