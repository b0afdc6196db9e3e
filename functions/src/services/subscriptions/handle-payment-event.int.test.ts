import { inject } from 'vitest';
import type { TPaymentEvent, TPayments, TPaymentSubscription } from '../../adapters/payments/payments';
import { getSubscription, linkStripeCustomer } from '../../data/subscription-repository';
import { createTestDeps } from '../../../test/test-deps';
import { uniqueEmail } from '../../../test/http-client';
import { createAccount } from '../auth/create-account';
import { systemActor } from '../actor';
import type { TBillingDeps } from './billing-deps';
import { withBillingLock } from './billing-lock';
import { grantComplimentarySubscription } from './grant-complimentary-subscription';
import { handlePaymentEvent } from './handle-payment-event';
import { storeSubscription } from './store-subscription';
import { toSubscriptionRecord } from './subscription-record';

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

const PRICES = { solo_monthly: 'price_solo_m', solo_annual: 'price_solo_a', team_monthly: 'price_team_m', team_annual: 'price_team_a' };

const subscriptionAt = (id: string, customerId: string, status: TPaymentSubscription['status']): TPaymentSubscription => ({
  id,
  customerId,
  status,
  priceId: PRICES.solo_monthly,
  amount: 2900,
  currency: 'usd',
  interval: 'month',
  currentPeriodEnd: '2026-12-31T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  hasPaymentMethod: false,
  pendingClientSecret: status === 'incomplete' ? `pi_${id}_secret_x` : null,
});

/** A user with a customer at a provider that holds `subscriptions`; its webhook "verifies" whichever event the test posts. */
async function billingUser(subscriptions: Record<string, TPaymentSubscription>) {
  const { deps: base } = createTestDeps(new Date());
  const user = await createAccount(base, {
    role: 'BUYER',
    displayName: 'Pay Ment',
    email: uniqueEmail('events'),
    password: 'a-long-enough-password',
    consents: { terms: true, marketing: false },
  });
  const customerId = `cus_${user.id}`;
  await linkStripeCustomer(base.db, user.id, customerId, base.clock.now().toISOString());
  let nextEvent: TPaymentEvent | undefined;
  const payments = {
    retrieveSubscription: async (id: string) => subscriptions[id] ?? null,
    cancelNow: async (id: string) => (subscriptions[id] = { ...subscriptions[id]!, status: 'canceled' }),
    verifyWebhook: () => nextEvent!,
  } as unknown as TPayments;
  const deps: TBillingDeps = { ...base, payments, prices: PRICES, paymentsApiUrl: null, paymentsPublishableKey: 'pk_test' };
  const deliver = (event: Omit<TPaymentEvent, 'customerId' | 'createdAt'>) => {
    nextEvent = { ...event, customerId, createdAt: new Date().toISOString() };
    return handlePaymentEvent(deps, systemActor('stripe-webhook'), { rawBody: Buffer.from('{}'), signature: 't=1,v1=x' });
  };
  return { deps, userId: user.id, customerId, deliver };
}

describe('payment events and a subscribe in progress', () => {
  it('waits for the subscribe holding the billing lease, so a late event about the old subscription does not put it back', async () => {
    const subscriptions: Record<string, TPaymentSubscription> = {};
    const { deps, userId, customerId, deliver } = await billingUser(subscriptions);
    subscriptions.sub_old = subscriptionAt('sub_old', customerId, 'canceled');
    await storeSubscription(deps, toSubscriptionRecord(userId, subscriptions.sub_old, PRICES, deps.clock.now()));

    let isEventDone = false;
    let event: Promise<unknown> | undefined;
    await withBillingLock(deps, userId, async () => {
      // The subscribe call has read the lapsed subscription; the provider now sends a late event about it.
      event = deliver({ id: `evt_${userId}`, type: 'customer.subscription.deleted', subscriptionId: 'sub_old' }).finally(() => (isEventDone = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(isEventDone).toBe(false);
      subscriptions.sub_new = subscriptionAt('sub_new', customerId, 'incomplete');
      await storeSubscription(deps, toSubscriptionRecord(userId, subscriptions.sub_new, PRICES, deps.clock.now()));
    });
    expect(await event).toBe('ignored');
    expect(await getSubscription(deps.db, userId)).toMatchObject({ stripeSubscriptionId: 'sub_new', status: 'incomplete' });
  });

  it('reads the subscription again once it holds the lease: one the subscribe ended meanwhile is not stored over the new one', async () => {
    const subscriptions: Record<string, TPaymentSubscription> = {};
    const { deps, userId, customerId, deliver } = await billingUser(subscriptions);
    subscriptions.sub_first = subscriptionAt('sub_first', customerId, 'incomplete');
    await storeSubscription(deps, toSubscriptionRecord(userId, subscriptions.sub_first, PRICES, deps.clock.now()));

    let event: Promise<unknown> | undefined;
    await withBillingLock(deps, userId, async () => {
      event = deliver({ id: `evt_${userId}`, type: 'invoice.payment_action_required', subscriptionId: 'sub_first' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A second subscribe ends the abandoned checkout and starts another.
      subscriptions.sub_first = { ...subscriptions.sub_first!, status: 'canceled', pendingClientSecret: null };
      subscriptions.sub_second = subscriptionAt('sub_second', customerId, 'incomplete');
      await storeSubscription(deps, toSubscriptionRecord(userId, subscriptions.sub_second, PRICES, deps.clock.now()));
    });
    expect(await event).toBe('ignored');
    expect(await getSubscription(deps.db, userId)).toMatchObject({ stripeSubscriptionId: 'sub_second', status: 'incomplete' });
    expect(subscriptions.sub_second?.status).toBe('incomplete');
  });

  it('lets a complimentary grant wait for an event about the trial in flight, so the event does not put the trial back', async () => {
    const subscriptions: Record<string, TPaymentSubscription> = {};
    const { deps, userId, customerId, deliver } = await billingUser(subscriptions);
    subscriptions.sub_trial = { ...subscriptionAt('sub_trial', customerId, 'trialing'), trialEnd: '2026-12-31T00:00:00.000Z' };
    await storeSubscription(deps, toSubscriptionRecord(userId, subscriptions.sub_trial, PRICES, deps.clock.now()));

    let grant: Promise<void> | undefined;
    await withBillingLock(deps, userId, async () => {
      // The event has read the stored trial (it holds the lease); the grant is made meanwhile.
      grant = grantComplimentarySubscription(deps, systemActor('test-setup'), userId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await storeSubscription(deps, toSubscriptionRecord(userId, subscriptions.sub_trial!, PRICES, deps.clock.now()));
    });
    await grant;
    expect(await getSubscription(deps.db, userId)).toMatchObject({ stripeSubscriptionId: null, status: 'active', plan: 'team_annual' });
    // A later event about the trial (no card saved) does not replace the paid-up grant.
    expect(await deliver({ id: `evt_${userId}`, type: 'customer.subscription.updated', subscriptionId: 'sub_trial' })).toBe('ignored');
    expect(await getSubscription(deps.db, userId)).toMatchObject({ status: 'active' });
  });
});
