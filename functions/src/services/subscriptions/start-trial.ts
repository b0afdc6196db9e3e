import { DEFAULT_PLAN_KEY, TRIAL_DAYS } from '@shared/constants/plans';

import type { TUserRecord } from '../../data/user-records';
import { logger } from '../../platform/logger';
import type { TBillingDeps } from './billing-deps';
import { storeSubscription } from './store-subscription';
import { ensureStripeCustomer } from './ensure-customer';
import { toSubscriptionRecord, unbilledSubscriptionRecord } from './subscription-record';

/**
 * A new professional's free trial, no card asked.
 * 1. store a local trial first, so the new account can list whatever the provider does
 * 2. create the customer and a trialing subscription at the provider and store its state
 * When the provider cannot be reached the local trial stays: it ends on its own date, and choosing a
 * plan later creates the customer and subscription then.
 */
export async function startTrial(deps: TBillingDeps, user: TUserRecord): Promise<void> {
  const now = deps.clock.now();
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString();
  await storeSubscription(
    deps,
    unbilledSubscriptionRecord(
      user.id,
      { status: 'trialing', priceId: deps.prices[DEFAULT_PLAN_KEY], plan: DEFAULT_PLAN_KEY, currentPeriodEnd: trialEnd, trialEnd },
      now,
    ),
  );
  try {
    const customerId = await ensureStripeCustomer(deps, user);
    const created = await deps.payments.createSubscription({
      customerId,
      priceId: deps.prices[DEFAULT_PLAN_KEY],
      trialDays: TRIAL_DAYS,
      idempotencyKey: `trial-${user.id}`,
    });
    const subscription = await deps.payments.retrieveSubscription(created.subscriptionId);
    if (subscription) await storeSubscription(deps, toSubscriptionRecord(user.id, subscription, deps.prices, deps.clock.now()));
  } catch (error) {
    logger.warn('trial kept locally: the payment provider could not start it', { userId: user.id, error: (error as Error).message });
  }
}
