import type { TBillingResponse } from '@shared/schemas/billing.schema';
import { getSubscription } from '../../data/subscription-repository';
import { AppError } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TBillingDeps } from './billing-deps';
import { storeSubscription } from './store-subscription';
import { withBillingLock } from './billing-lock';
import { assertKnownPrice } from './create-subscription';
import { getBilling } from './get-billing';
import { paymentCall } from './payment-call';
import { toSubscriptionRecord } from './subscription-record';

const noPaidSubscription = () => new AppError('CONFLICT', 'You have no paid subscription to change. Choose a plan on the subscribe page.');

/**
 * PATCH /api/billing/subscription: a plan change of the paid subscription (prorated, same subscription),
 * or cancelling at period end / resuming. A trial or an unpaid subscription is changed by subscribing.
 */
export async function updateSubscription(deps: TBillingDeps, auth: TUserActor, input: { priceId?: string; cancelAtPeriodEnd?: boolean }): Promise<TBillingResponse> {
  if (input.priceId !== undefined) assertKnownPrice(deps, input.priceId);
  const userId = auth.user.id;
  await withBillingLock(deps, userId, () =>
    paymentCall(async () => {
      const stored = await getSubscription(deps.db, userId);
      if (!stored?.stripeSubscriptionId) throw noPaidSubscription();
      const current = await deps.payments.retrieveSubscription(stored.stripeSubscriptionId);
      if (!current || !['active', 'past_due', 'unpaid'].includes(current.status)) throw noPaidSubscription();
      const changed =
        input.priceId !== undefined
          ? current.priceId === input.priceId
            ? current
            : await deps.payments.changePlan(current.id, input.priceId)
          : await deps.payments.cancelAtPeriodEnd(current.id, input.cancelAtPeriodEnd === true);
      await storeSubscription(deps, toSubscriptionRecord(userId, changed, deps.prices, deps.clock.now()));
    }),
  );
  return getBilling(deps, auth);
}
