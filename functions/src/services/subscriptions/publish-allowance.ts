import { PLAN_NAMES, DEFAULT_PLAN_KEY } from '@shared/constants/plans';
import { getAgentStats } from '../../data/agent-stats-repository';
import { getSubscription } from '../../data/subscription-repository';
import { getUserWithProfile } from '../../data/user-repository';
import type { TDeps } from '../deps';
import { canList } from './can-list';
import { listingLimitOf } from './plan-limit';

/**
 * How many more listings a background import (an MLS sync) may publish for an account now, and why
 * not once it may not: the same rule as a publish from the listing screen (`canList`, the plan's
 * active-listing limit), asked once per page instead of once per request. `take(key)` answers null and
 * uses one place while the account may publish, else the reason the listing stays a draft; asked again
 * for the same listing (a write retried one by one) it answers the same without using another place.
 *
 * The count read here can be stale by the time the page is written (a publish on the listing screen, or
 * another sync, in between), so the read is only a forecast: every write that grows the account's count
 * carries `activeListingLimit` as its condition, exactly as a manual publish does. `refuse(key)` is for a
 * write that condition refused: the listing is held as a draft with the reason, and no place is left.
 */
export type TPublishAllowance = {
  take(listingKey: string): string | null;
  refuse(listingKey: string): string;
  /** The limit the account's active-listing counter may grow to in the writes of this page (0 while lapsed). */
  activeListingLimit: number;
};

export const SUBSCRIPTION_LAPSED_REASON = 'Not published: the subscription is not active. Renew it to publish MLS listings.';
export const planLimitReason = (planName: string, limit: number) =>
  `Not published: the ${planName} plan allows up to ${limit} active listings. Upgrade the plan or unpublish a listing first.`;

/** The allowance of `userId` as it stands: one read of the account, its subscription and its active-listing count. */
export async function publishAllowanceOf(deps: TDeps, userId: string): Promise<TPublishAllowance> {
  const [account, subscription, stats] = await Promise.all([
    getUserWithProfile(deps.db, userId),
    getSubscription(deps.db, userId),
    getAgentStats(deps.db, userId),
  ]);
  if (!account || !canList(account.user, account.profile, subscription, deps.clock.now())) {
    return { take: () => SUBSCRIPTION_LAPSED_REASON, refuse: () => SUBSCRIPTION_LAPSED_REASON, activeListingLimit: 0 };
  }
  const limit = listingLimitOf(subscription);
  let room = Math.max(0, limit - stats.activeListings);
  const reason = planLimitReason(PLAN_NAMES[subscription?.plan ?? DEFAULT_PLAN_KEY], limit);
  const decided = new Map<string, string | null>();
  return {
    take: (listingKey) => {
      if (!decided.has(listingKey)) {
        decided.set(listingKey, room > 0 ? null : reason);
        if (room > 0) room -= 1;
      }
      return decided.get(listingKey)!;
    },
    refuse: (listingKey) => {
      room = 0;
      decided.set(listingKey, reason);
      return reason;
    },
    activeListingLimit: limit,
  };
}
