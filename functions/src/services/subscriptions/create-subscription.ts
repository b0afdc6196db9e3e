import { isChangeableInPlace, type TCreateSubscriptionResponse } from '@shared/schemas/billing.schema';
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
import { isAwaitingCard, planOfPrice, toSubscriptionRecord } from './subscription-record';

/** The configured price, or 400: only the four plans are sold. */
export function assertKnownPrice(deps: TBillingDeps, priceId: string): void {
  if (!planOfPrice(deps.prices, priceId))
    throw new AppError('BAD_REQUEST', 'Choose one of the plans offered.', [{ path: 'priceId', message: 'Unknown plan price' }]);
}

const IN_PLACE_STATUSES: readonly string[] = ['active', 'past_due', 'unpaid', 'paused'];

/** A subscription that bills on its own: paid (paused too), or a trial with a card saved for its end. Its plan changes in place. */
const isBilling = (subscription: TPaymentSubscription) => IN_PLACE_STATUSES.includes(subscription.status) || isChangeableInPlace(subscription);

/**
 * POST /api/create-subscription: one customer and one live subscription per user, under the user's billing lease.
 * 1. re-read the stored subscription from the provider and store what it says
 * 2. a billing subscription (paid, or a trial with a card) changes plan in place (prorated; nothing due now)
 * 3. a checkout in progress on the chosen plan is reused (same client secret) while its secret can still be
 *    confirmed; on another plan, or left at a 3-D Secure step, it is ended (Stripe voids its invoice) and a new one starts
 * 4. otherwise a new subscription starts. During a running trial it carries the trial's end over (`trial_end`):
 *    nothing is due now, the card is saved with its SetupIntent and first charged when the trial ends; the trial
 *    stays in force (the new one is kept as pending) until the card is saved. Without a trial it starts unpaid
 *    and its first invoice's secret goes to the card form.
 * The secret is confirmed on the stand-in's card page locally (`checkoutUrl`), else by the browser's Payment
 * Element with the publishable key.
 */
export async function createSubscription(deps: TBillingDeps, auth: TUserActor, input: { priceId: string }): Promise<TCreateSubscriptionResponse> {
  assertKnownPrice(deps, input.priceId);
  const userId = auth.user.id;
  const answer = (clientSecret: string | null, firstChargeAt: string | null = null): TCreateSubscriptionResponse => {
    if (!clientSecret) return { clientSecret, intent: null, firstChargeAt: null, checkoutUrl: null, publishableKey: null };
    const confirm = { clientSecret, intent: clientSecret.startsWith('seti_') ? ('setup' as const) : ('payment' as const), firstChargeAt };
    if (deps.paymentsApiUrl) return { ...confirm, checkoutUrl: `${deps.paymentsApiUrl}/checkout/${encodeURIComponent(clientSecret)}`, publishableKey: null };
    return { ...confirm, checkoutUrl: null, publishableKey: deps.paymentsPublishableKey };
  };
  const save = (subscription: TPaymentSubscription, pendingId: string | null = null) =>
    storeSubscription(deps, toSubscriptionRecord(userId, subscription, deps.prices, deps.clock.now(), pendingId));

  return withBillingLock(deps, userId, () =>
    paymentCall(async () => {
      const stored = await getSubscription(deps.db, userId);
      const current = stored?.stripeSubscriptionId ? await deps.payments.retrieveSubscription(stored.stripeSubscriptionId) : null;
      if (current) await save(current, stored?.pendingStripeSubscriptionId ?? null);
      if (current && isBilling(current)) {
        if (current.priceId !== input.priceId) await save(await deps.payments.changePlan(current.id, input.priceId));
        return answer(null);
      }
      const pendingId = current?.status === 'incomplete' ? current.id : (stored?.pendingStripeSubscriptionId ?? null);
      const pending = pendingId ? await deps.payments.retrieveSubscription(pendingId) : null;
      if (pending && isAwaitingCard(pending)) {
        if (pending.priceId === input.priceId && pending.pendingClientSecret) return answer(pending.pendingClientSecret, pending.trialEnd);
        await deps.payments.cancelNow(pending.id);
      }

      const account = await getUserWithProfile(deps.db, userId);
      if (!account) throw notFound('No such user.');
      const customerId = await ensureStripeCustomer(deps, account.user);
      const previousId = pending?.id ?? current?.id ?? 'first';
      const isTrialRunning = stored?.status === 'trialing' && (current === null || current.status === 'trialing');
      const trialEnd = isTrialRunning ? runningTrialEnd(current?.trialEnd ?? stored.trialEnd, deps.clock.now()) : null;
      const created = await deps.payments.createSubscription({
        customerId,
        priceId: input.priceId,
        ...(trialEnd ? { trialEnd } : {}),
        idempotencyKey: `subscribe-${userId}-${previousId}-${input.priceId}${trialEnd ? `-until-${trialEnd}` : ''}`,
      });
      if (isTrialRunning) {
        await storeSubscription(deps, {
          ...(current ? toSubscriptionRecord(userId, current, deps.prices, deps.clock.now()) : stored),
          stripeCustomerId: customerId,
          pendingStripeSubscriptionId: created.subscriptionId,
          updatedAt: deps.clock.now().toISOString(),
        });
      } else {
        const subscription = await deps.payments.retrieveSubscription(created.subscriptionId);
        if (subscription) await save(subscription);
      }
      return answer(created.clientSecret, created.clientSecretKind === 'setup' ? trialEnd : null);
    }),
  );
}

/** Stripe wants a trial end in the future; one ending within the minute is over for a new subscription's purposes. */
const MIN_TRIAL_LEFT_MS = 60_000;

function runningTrialEnd(trialEnd: string | null, now: Date): string | null {
  if (!trialEnd) return null;
  const end = new Date(trialEnd);
  end.setUTCMilliseconds(0);
  return end.getTime() - now.getTime() > MIN_TRIAL_LEFT_MS ? end.toISOString() : null;
}
