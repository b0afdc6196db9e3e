import { isChangeableInPlace, type TBillingResponse } from '@shared/schemas/billing.schema';
import { getSubscription } from '../../data/subscription-repository';
import { AppError } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TBillingDeps } from './billing-deps';
import { storeSubscription } from './store-subscription';
import { withBillingLock } from './billing-lock';
import { assertKnownPrice } from './create-subscription';
import { billingResponseOf } from './get-billing';
import { paymentCall } from './payment-call';
import { toSubscriptionRecord } from './subscription-record';

const noPaidSubscription = () => new AppError('CONFLICT', 'You have no paid subscription to change. Choose a plan on the subscribe page.');

/**
 * PATCH /api/billing/subscription: a plan change of the paid subscription (prorated, same subscription),
 * or cancelling at period end / resuming; a trial with a card saved too (nothing is charged before it ends).
 * A trial without a card or an unpaid subscription is changed by subscribing.
 */
export async function updateSubscription(
  deps: TBillingDeps,
  auth: TUserActor,
  input: { priceId?: string; cancelAtPeriodEnd?: boolean },
): Promise<TBillingResponse> {
  if (input.priceId !== undefined) assertKnownPrice(deps, input.priceId);
  const userId = auth.user.id;
  const updated = await withBillingLock(deps, userId, () =>
    paymentCall(async () => {
      const stored = await getSubscription(deps.db, userId);
      if (!stored?.stripeSubscriptionId) throw noPaidSubscription();
      const current = await deps.payments.retrieveSubscription(stored.stripeSubscriptionId);
      if (!current || !isChangeableInPlace(current)) throw noPaidSubscription();
      const changed =
        input.priceId !== undefined
          ? current.priceId === input.priceId
            ? current
            : await deps.payments.changePlan(current.id, input.priceId)
          : await deps.payments.cancelAtPeriodEnd(current.id, input.cancelAtPeriodEnd === true);
      const record = toSubscriptionRecord(userId, changed, deps.prices, deps.clock.now());
      await storeSubscription(deps, record);
      return record;
    }),
  );
  return billingResponseOf(deps, auth, updated);
}
