import { isProRole } from '@shared/constants/roles';
import type { TSubscriptionStatus } from '@shared/schemas/user.schema';
import { getSubscription } from '../../data/subscription-repository';
import type { TProfileRecord, TUserRecord } from '../../data/user-records';
import type { TDeps } from '../deps';
import { canList, subscriptionStatusOf } from './can-list';

export type TSubscriptionStanding = { subscriptionStatus: TSubscriptionStatus; canList: boolean };

/** What the user's subscription allows now, by the rule the listing routes enforce (a buyer has none to read). */
export async function readSubscriptionStanding(deps: TDeps, user: TUserRecord, profile: TProfileRecord): Promise<TSubscriptionStanding> {
  const subscription = isProRole(profile.role) ? await getSubscription(deps.db, user.id) : null;
  const now = deps.clock.now();
  return { subscriptionStatus: subscriptionStatusOf(user, subscription, now), canList: canList(user, profile, subscription, now) };
}
