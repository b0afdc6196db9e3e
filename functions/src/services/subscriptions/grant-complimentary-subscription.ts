import type { TPlanKey } from '@shared/constants/plans';
import type { TSystemActor } from '../actor';
import type { TDeps } from '../deps';
import { withBillingLock } from './billing-lock';
import { storeSubscription } from './store-subscription';
import { unbilledSubscriptionRecord } from './subscription-record';

/**
 * An active subscription billed nowhere (Team unless told), for accounts our own code vouches for (the local demo
 * professionals): no payment provider ids, no renewal date.
 *
 * It writes under the user's billing lease, as every other writer does: a provider event about the sign-up's
 * trial, read before this grant and written after, would otherwise put the trial back.
 */
export async function grantComplimentarySubscription(deps: TDeps, _actor: TSystemActor, userId: string, plan: TPlanKey = 'team_annual'): Promise<void> {
  const terms = { status: 'active', priceId: null, plan, currentPeriodEnd: null, trialEnd: null } as const;
  await withBillingLock(deps, userId, () => storeSubscription(deps, unbilledSubscriptionRecord(userId, terms, deps.clock.now())));
}
