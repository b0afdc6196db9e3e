import type { TSystemActor } from '../actor';
import type { TDeps } from '../deps';
import { storeSubscription } from './store-subscription';
import { unbilledSubscriptionRecord } from './subscription-record';

/**
 * An active Team subscription billed nowhere, for accounts our own code vouches for (the local demo
 * professionals): no payment provider ids, no renewal date.
 */
export async function grantComplimentarySubscription(deps: TDeps, _actor: TSystemActor, userId: string): Promise<void> {
  const terms = { status: 'active', priceId: null, plan: 'team_annual', currentPeriodEnd: null, trialEnd: null } as const;
  await storeSubscription(deps, unbilledSubscriptionRecord(userId, terms, deps.clock.now()));
}
