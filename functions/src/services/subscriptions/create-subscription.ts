import type { TCreateSubscriptionResponse } from '@shared/schemas/billing.schema';
import type { TPaymentSubscription } from '../../adapters/payments/payments';
import { getSubscription } from '../../data/subscription-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { AppError, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TBillingDeps } from './billing-deps';
import { storeSubscription } from './store-subscription';
import { withBillingLock } from './billing-lock';
import { ensureStripeCustomer } from './ensure-customer';
import { paymentCall } from './payment-call';
import { planOfPrice, toSubscriptionRecord } from './subscription-record';

/** The configured price, or 400: only the four plans are sold. */
export function assertKnownPrice(deps: TBillingDeps, priceId: string): void {
  if (!planOfPrice(deps.prices, priceId)) throw new AppError('BAD_REQUEST', 'Choose one of the plans offered.', [{ path: 'priceId', message: 'Unknown plan price' }]);
}

const PAID_STATUSES: readonly string[] = ['active', 'past_due', 'unpaid', 'paused'];

/**
 * POST /api/create-subscription: one customer and one live subscription per user, under the user's billing lease.
 * 1. re-read the stored subscription from the provider and store what it says
 * 2. a paid subscription changes plan in place (prorated; nothing due now)
 * 3. an unpaid one on the chosen plan is reused (same client secret) while its payment can still be confirmed;
 *    on another plan, or left at a 3-D Secure step, it is ended (Stripe voids its invoice) and a new one starts
 * 4. otherwise a new subscription starts unpaid and its first invoice's secret goes to the card form; a
 *    running trial stays in force (the new one is kept as pending) until the payment succeeds
 * The secret is paid on the stand-in's card page locally (`checkoutUrl`), else by the browser's Payment Element
 * with the publishable key.
 */
export async function createSubscription(deps: TBillingDeps, auth: TUserActor, input: { priceId: string }): Promise<TCreateSubscriptionResponse> {
  assertKnownPrice(deps, input.priceId);
  const userId = auth.user.id;
  const answer = (clientSecret: string | null): TCreateSubscriptionResponse => {
    if (!clientSecret) return { clientSecret, checkoutUrl: null, publishableKey: null };
    if (deps.paymentsApiUrl) return { clientSecret, checkoutUrl: `${deps.paymentsApiUrl}/checkout/${encodeURIComponent(clientSecret)}`, publishableKey: null };
    return { clientSecret, checkoutUrl: null, publishableKey: deps.paymentsPublishableKey };
  };
  const save = (subscription: TPaymentSubscription, pendingId: string | null = null) =>
    storeSubscription(deps, toSubscriptionRecord(userId, subscription, deps.prices, deps.clock.now(), pendingId));

  return withBillingLock(deps, userId, () =>
    paymentCall(async () => {
      const stored = await getSubscription(deps.db, userId);
      const current = stored?.stripeSubscriptionId ? await deps.payments.retrieveSubscription(stored.stripeSubscriptionId) : null;
      if (current) await save(current, stored?.pendingStripeSubscriptionId ?? null);
      if (current && PAID_STATUSES.includes(current.status)) {
        if (current.priceId !== input.priceId) await save(await deps.payments.changePlan(current.id, input.priceId));
        return answer(null);
      }
      const pendingId = current?.status === 'incomplete' ? current.id : (stored?.pendingStripeSubscriptionId ?? null);
      const pending = pendingId ? await deps.payments.retrieveSubscription(pendingId) : null;
      if (pending?.status === 'incomplete') {
        if (pending.priceId === input.priceId && pending.pendingClientSecret) return answer(pending.pendingClientSecret);
        await deps.payments.cancelNow(pending.id);
      }

      const account = await getUserWithProfile(deps.db, userId);
      if (!account) throw notFound('No such user.');
      const customerId = await ensureStripeCustomer(deps, account.user);
      const previousId = pending?.id ?? current?.id ?? 'first';
      const created = await deps.payments.createSubscription({ customerId, priceId: input.priceId, idempotencyKey: `subscribe-${userId}-${previousId}-${input.priceId}` });
      const isTrialRunning = stored?.status === 'trialing' && (current === null || current.status === 'trialing');
      if (isTrialRunning) {
        await storeSubscription(deps, { ...(current ? toSubscriptionRecord(userId, current, deps.prices, deps.clock.now()) : stored), stripeCustomerId: customerId, pendingStripeSubscriptionId: created.subscriptionId, updatedAt: deps.clock.now().toISOString() });
      } else {
        const subscription = await deps.payments.retrieveSubscription(created.subscriptionId);
        if (subscription) await save(subscription);
      }
      return answer(created.clientSecret);
    }),
  );
}
