
import type { TSystemActor } from '../actor';
import type { TDeps } from '../deps';
import { storeSubscription } from './store-subscription';

/**
 * An active Team subscription billed nowhere, for accounts our own code vouches for (the local demo
 * professionals): no payment provider ids, no renewal date.
 */
export async function grantComplimentarySubscription(deps: TDeps, _actor: TSystemActor, userId: string): Promise<void> {
  await storeSubscription(deps, {
    userId,
    status: 'active',
    priceId: null,
    plan: 'team_annual',
    amount: null,
    currency: null,
    interval: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    stripeSubscriptionId: null,
    stripeCustomerId: null,
    pendingStripeSubscriptionId: null,
    updatedAt: deps.clock.now().toISOString(),
  });
}
