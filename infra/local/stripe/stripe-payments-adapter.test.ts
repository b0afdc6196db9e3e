import { PaymentProviderError } from '../../../functions/src/adapters/payments/payments';
import { chargeDate } from '@shared/time/charge-date';
import { LOCAL_STRIPE_PRICES } from './local-stripe-keys';
import { startLocalStripeFixture } from './testing/local-stripe-fixture';

const [SOLO_MONTHLY, SOLO_ANNUAL] = LOCAL_STRIPE_PRICES.map((price) => price.id) as [string, string];
const DAY = 86_400;

describe('the payments adapter against the local Stripe stand-in (the official SDK over HTTP)', () => {
  let fixture: Awaited<ReturnType<typeof startLocalStripeFixture>>;
  beforeEach(async () => {
    fixture = await startLocalStripeFixture();
  });
  afterEach(() => fixture.stop());

  const newCustomer = (userId = 'user-1') =>
    fixture.payments.ensureCustomer({ userId, email: `${userId}@example.test`, name: 'Robin Agent', idempotencyKey: `customer-${userId}` });
  const subscribeIncomplete = async () => {
    const { customerId } = await newCustomer();
    const created = await fixture.payments.createSubscription({ customerId, priceId: SOLO_MONTHLY, idempotencyKey: 'subscribe-user-1-solo_monthly' });
    return { customerId, ...created };
  };
  const eventsFor = async (subscriptionId: string) =>
    (await fixture.deliveredEvents()).filter((event) => event.subscriptionId === subscriptionId).map((event) => event.type);

  it('creates one customer per user, even for concurrent calls, and finds it again later', async () => {
    const customers = await Promise.all([newCustomer(), newCustomer(), newCustomer(), newCustomer()]);
    expect(new Set(customers.map((c) => c.customerId)).size).toBe(1);
    const later = await fixture.payments.ensureCustomer({ userId: 'user-1', email: 'user-1@example.test', name: 'Robin Agent', idempotencyKey: 'another-key' });
    expect(later.customerId).toBe(customers[0]?.customerId);
    expect((await newCustomer('user-2')).customerId).not.toBe(later.customerId);
  });

  it('creates an incomplete subscription with a payment secret; a double click yields the same subscription', async () => {
    const first = await subscribeIncomplete();
    const again = await fixture.payments.createSubscription({
      customerId: first.customerId,
      priceId: SOLO_MONTHLY,
      idempotencyKey: 'subscribe-user-1-solo_monthly',
    });
    expect(first.status).toBe('incomplete');
    expect(first.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(again).toEqual({ subscriptionId: first.subscriptionId, status: 'incomplete', clientSecret: first.clientSecret, clientSecretKind: 'payment' });
    const record = await fixture.payments.retrieveSubscription(first.subscriptionId);
    expect(record).toMatchObject({
      status: 'incomplete',
      priceId: SOLO_MONTHLY,
      amount: 2900,
      currency: 'usd',
      interval: 'month',
      cancelAtPeriodEnd: false,
      trialEnd: null,
      pendingClientSecret: first.clientSecret,
    });
    expect(await eventsFor(first.subscriptionId)).toEqual(['customer.subscription.created']);
  });

  it('4242 4242 4242 4242 pays the first invoice: active, paid and updated events, back to the return URL', async () => {
    const { subscriptionId, clientSecret } = await subscribeIncomplete();
    const answer = await fixture.submitCard(clientSecret ?? '', '4242 4242 4242 4242');
    expect(answer.status).toBe(303);
    const back = new URL(answer.location ?? '');
    expect(back.pathname).toBe('/subscribe/complete');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('payment_intent_client_secret')).toBe(clientSecret);
    const record = await fixture.payments.retrieveSubscription(subscriptionId);
    expect(record).toMatchObject({ status: 'active', pendingClientSecret: null });
    expect(new Date(record?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * DAY * 1000);
    expect(await eventsFor(subscriptionId)).toEqual(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']);
  });

  it("4000 0000 0000 0002 is declined with Stripe's message; the subscription stays as it was and can still be paid", async () => {
    const { subscriptionId, clientSecret } = await subscribeIncomplete();
    const declined = await fixture.submitCard(clientSecret ?? '', '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('<div role="alert" id="card-error">Your card was declined.</div>');
    expect(await fixture.payments.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'incomplete', pendingClientSecret: clientSecret });
    expect(await eventsFor(subscriptionId)).toEqual(['customer.subscription.created', 'invoice.payment_failed']);
    expect((await fixture.submitCard(clientSecret ?? '', '4242424242424242')).status).toBe(303);
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('active');
  });

  it.each([
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'Your card&#39;s security code is incorrect.'],
    ['4000 0000 0000 9987', 'Your card was declined.'],
  ])("Stripe's decline card %s is declined with Stripe's message for it", async (card, message) => {
    const { subscriptionId, clientSecret } = await subscribeIncomplete();
    const declined = await fixture.submitCard(clientSecret ?? '', card);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain(`<div role="alert" id="card-error">${message}</div>`);
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('incomplete');
  });

  it.each(['4000 0000 0000 3220', '4000 0027 6000 3184'])(
    '%s (3-D Secure required) needs the extra confirmation step, which offers a way back, then succeeds',
    async (card) => {
      const { subscriptionId, clientSecret } = await subscribeIncomplete();
      const first = await fixture.submitCard(clientSecret ?? '', card);
      expect(first.status).toBe(303);
      const stepUrl = new URL(first.location ?? '', fixture.stripe.url);
      expect(stepUrl.pathname).toBe(`/checkout/${clientSecret}/authenticate`);
      expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('incomplete');
      const page = await (await fetch(stepUrl)).text();
      expect(page).toContain('Complete authentication');
      expect(page).toContain(`<a href="${stepUrl.searchParams.get('return_url')}">Return without confirming</a>`);
      const done = await fetch(stepUrl, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete', return_url: stepUrl.searchParams.get('return_url') ?? '' }),
        redirect: 'manual',
      });
      expect(new URL(done.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('succeeded');
      expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('active');
      expect(await eventsFor(subscriptionId)).toEqual([
        'customer.subscription.created',
        'invoice.payment_action_required',
        'invoice.paid',
        'customer.subscription.updated',
      ]);
    },
  );

  it('leaving the 3-D Secure step makes the payment unconfirmable: the subscription offers no secret, and cancelling it makes way for a new one that 4242 pays', async () => {
    const { customerId, subscriptionId, clientSecret } = await subscribeIncomplete();
    expect((await fixture.submitCard(clientSecret ?? '', '4000000000003220')).location).toContain('/authenticate');
    expect(await fixture.payments.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'incomplete', pendingClientSecret: null });
    expect((await fixture.submitCard(clientSecret ?? '', '4242424242424242')).html).toContain('requires_action');

    await fixture.payments.cancelNow(subscriptionId);
    const next = await fixture.payments.createSubscription({
      customerId,
      priceId: SOLO_MONTHLY,
      idempotencyKey: `subscribe-user-1-${subscriptionId}-solo_monthly`,
    });
    expect(next.subscriptionId).not.toBe(subscriptionId);
    expect((await fixture.submitCard(next.clientSecret ?? '', '4242424242424242')).status).toBe(303);
    expect((await fixture.payments.retrieveSubscription(next.subscriptionId))?.status).toBe('active');
  });

  it('a failed extra confirmation leaves the subscription incomplete with the card form showing why', async () => {
    const { subscriptionId, clientSecret } = await subscribeIncomplete();
    const first = await fixture.submitCard(clientSecret ?? '', '4000000000003220');
    const stepUrl = new URL(first.location ?? '', fixture.stripe.url);
    const failed = await fetch(stepUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'fail', return_url: 'http://127.0.0.1:5173/subscribe' }),
      redirect: 'manual',
    });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('We are unable to authenticate your payment method.');
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('incomplete');
  });

  it('a trial needs no card; the clock brings trial_will_end, then the trial ends and, without a card, the subscription is canceled', async () => {
    const { customerId } = await newCustomer();
    const trial = await fixture.payments.createSubscription({ customerId, priceId: SOLO_MONTHLY, trialDays: 14, idempotencyKey: 'trial-user-1' });
    // Nothing is due: the only secret is the SetupIntent that could save a card for the trial's end.
    expect(trial).toMatchObject({ status: 'trialing', clientSecretKind: 'setup' });
    const record = await fixture.payments.retrieveSubscription(trial.subscriptionId);
    expect(record?.trialEnd).toBe(record?.currentPeriodEnd);
    fixture.stripe.advanceClock({ seconds: 11 * DAY + 60 });
    expect(await eventsFor(trial.subscriptionId)).toEqual(['customer.subscription.created', 'invoice.paid', 'customer.subscription.trial_will_end']);
    expect((await fixture.payments.retrieveSubscription(trial.subscriptionId))?.status).toBe('trialing');
    fixture.stripe.advanceClock({ to: new Date(record?.trialEnd ?? 0) });
    expect((await fixture.payments.retrieveSubscription(trial.subscriptionId))?.status).toBe('canceled');
    expect((await eventsFor(trial.subscriptionId)).at(-1)).toBe('customer.subscription.deleted');
  });

  describe('subscribing during a trial carries its end over (trial_end): nothing due now, the card saved with a SetupIntent', () => {
    const subscribeDuringTrial = async (daysLeft = 9) => {
      const { customerId } = await newCustomer();
      const trialEnd = new Date(fixture.stripe.now().getTime() + daysLeft * DAY * 1000);
      trialEnd.setMilliseconds(0);
      const created = await fixture.payments.createSubscription({
        customerId,
        priceId: SOLO_ANNUAL,
        trialEnd: trialEnd.toISOString(),
        idempotencyKey: `subscribe-user-1-${daysLeft}`,
      });
      return { customerId, trialEnd, ...created };
    };

    it('starts trialing until the carried-over end with a seti_ secret and no payment; 4242 saves the card and the trial end charges it', async () => {
      const { subscriptionId, clientSecret, clientSecretKind, status, trialEnd } = await subscribeDuringTrial();
      expect({ status, clientSecretKind }).toEqual({ status: 'trialing', clientSecretKind: 'setup' });
      expect(clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
      expect(await fixture.payments.retrieveSubscription(subscriptionId)).toMatchObject({
        status: 'trialing',
        priceId: SOLO_ANNUAL,
        trialEnd: trialEnd.toISOString(),
        currentPeriodEnd: trialEnd.toISOString(),
        hasPaymentMethod: false,
        pendingClientSecret: clientSecret,
      });
      const page = await fetch(
        `${fixture.stripe.url}/checkout/${encodeURIComponent(clientSecret ?? '')}?return_url=${encodeURIComponent('http://127.0.0.1:5173/subscribe')}`,
      );
      const html = await page.text();
      expect(html).toContain('Nothing is due today.');
      // The day as the app says it (same function, same machine, so the same zone): 'Dec 12', never 'December 13'.
      expect(html).toContain(
        `Your card will be charged <strong>$299.00</strong> on <strong>${chargeDate(trialEnd.toISOString())}</strong>, when your trial ends.`,
      );
      expect(html).not.toContain('due today</');

      const saved = await fixture.submitCard(clientSecret ?? '', '4242 4242 4242 4242');
      expect(saved.status).toBe(303);
      const back = new URL(saved.location ?? '');
      expect(back.searchParams.get('redirect_status')).toBe('succeeded');
      expect(back.searchParams.get('setup_intent_client_secret')).toBe(clientSecret);
      expect(await fixture.payments.retrieveSubscription(subscriptionId)).toMatchObject({
        status: 'trialing',
        hasPaymentMethod: true,
        pendingClientSecret: null,
      });
      expect(await eventsFor(subscriptionId)).toEqual(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']);

      fixture.stripe.advanceClock({ to: trialEnd });
      const billed = await fixture.payments.retrieveSubscription(subscriptionId);
      expect(billed).toMatchObject({ status: 'active', amount: 29900, interval: 'year' });
      expect(new Date(billed?.currentPeriodEnd ?? 0).getUTCFullYear()).toBe(trialEnd.getUTCFullYear() + 1);
      expect(new Date(billed?.currentPeriodEnd ?? 0).getTime() - trialEnd.getTime()).toBeLessThan(367 * DAY * 1000);
    });

    it('a declined card leaves the SetupIntent confirmable; a trial end in the past is refused as Stripe does', async () => {
      const { subscriptionId, clientSecret, customerId } = await subscribeDuringTrial();
      const declined = await fixture.submitCard(clientSecret ?? '', '4000000000000002');
      expect(declined.status).toBe(402);
      expect(declined.html).toContain('Your card was declined.');
      expect(await fixture.payments.retrieveSubscription(subscriptionId)).toMatchObject({ hasPaymentMethod: false, pendingClientSecret: clientSecret });
      const past = fixture.payments.createSubscription({
        customerId,
        priceId: SOLO_MONTHLY,
        trialEnd: new Date(Date.now() - 60_000).toISOString(),
        idempotencyKey: 'past-trial',
      });
      await expect(past).rejects.toMatchObject({ message: 'Invalid timestamp: must be an integer Unix timestamp in the future.' });
    });

    it('3-D Secure: completed, the card is saved; left at the step, the secret is no longer offered, and cancelling makes way for a new one', async () => {
      const { subscriptionId, clientSecret, customerId, trialEnd } = await subscribeDuringTrial();
      const first = await fixture.submitCard(clientSecret ?? '', '4000 0000 0000 3220');
      expect(new URL(first.location ?? '', fixture.stripe.url).pathname).toBe(`/checkout/${clientSecret}/authenticate`);
      expect(await fixture.payments.retrieveSubscription(subscriptionId)).toMatchObject({ hasPaymentMethod: false, pendingClientSecret: null });
      expect((await fixture.submitCard(clientSecret ?? '', '4242424242424242')).html).toContain('requires_action');

      await fixture.payments.cancelNow(subscriptionId);
      const next = await fixture.payments.createSubscription({
        customerId,
        priceId: SOLO_MONTHLY,
        trialEnd: trialEnd.toISOString(),
        idempotencyKey: `subscribe-user-1-${subscriptionId}`,
      });
      const stepUrl = new URL((await fixture.submitCard(next.clientSecret ?? '', '4000000000003220')).location ?? '', fixture.stripe.url);
      const done = await fetch(stepUrl, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete', return_url: stepUrl.searchParams.get('return_url') ?? '' }),
        redirect: 'manual',
      });
      expect(new URL(done.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('succeeded');
      expect(await fixture.payments.retrieveSubscription(next.subscriptionId)).toMatchObject({ status: 'trialing', hasPaymentMethod: true });
    });
  });

  it('an unpaid first invoice expires after 23 hours (incomplete_expired)', async () => {
    const { subscriptionId } = await subscribeIncomplete();
    fixture.stripe.advanceClock({ seconds: 23 * 3600 });
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('incomplete_expired');
  });

  it('renews at period end with the saved card; declined renewals make it past_due, then canceled after the retries', async () => {
    const { customerId, subscriptionId, clientSecret } = await subscribeIncomplete();
    await fixture.submitCard(clientSecret ?? '', '4242424242424242');
    const paid = await fixture.payments.retrieveSubscription(subscriptionId);
    fixture.stripe.advanceClock({ to: new Date(paid?.currentPeriodEnd ?? 0) });
    const renewed = await fixture.payments.retrieveSubscription(subscriptionId);
    expect(renewed?.status).toBe('active');
    expect(new Date(renewed?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(new Date(paid?.currentPeriodEnd ?? 0).getTime());

    fixture.stripe.declineFutureCharges(customerId);
    fixture.stripe.advanceClock({ to: new Date(renewed?.currentPeriodEnd ?? 0) });
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('past_due');
    expect((await eventsFor(subscriptionId)).at(-2)).toBe('invoice.payment_failed');
    fixture.stripe.advanceClock({ seconds: 10 * DAY });
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('canceled');
  });

  it('a plan change updates the same subscription item to the new price', async () => {
    const { subscriptionId, clientSecret } = await subscribeIncomplete();
    await fixture.submitCard(clientSecret ?? '', '4242424242424242');
    const changed = await fixture.payments.changePlan(subscriptionId, SOLO_ANNUAL);
    expect(changed).toMatchObject({ id: subscriptionId, status: 'active', priceId: SOLO_ANNUAL, amount: 29900, interval: 'year' });
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.priceId).toBe(SOLO_ANNUAL);
  });

  it('an incomplete subscription keeps its plan; cancelling it now voids its payment so the card form refuses it', async () => {
    const { subscriptionId, clientSecret } = await subscribeIncomplete();
    await expect(fixture.payments.changePlan(subscriptionId, SOLO_ANNUAL)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await fixture.payments.cancelNow(subscriptionId)).toMatchObject({ id: subscriptionId, status: 'canceled', pendingClientSecret: null });
    const late = await fixture.submitCard(clientSecret ?? '', '4242424242424242');
    expect(late.status).toBe(400);
    expect(late.html).toContain('This payment was canceled.');
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('canceled');
    expect((await eventsFor(subscriptionId)).at(-1)).toBe('customer.subscription.deleted');
  });

  it('cancel at period end keeps access until the period ends, then ends the subscription', async () => {
    const { subscriptionId, clientSecret } = await subscribeIncomplete();
    await fixture.submitCard(clientSecret ?? '', '4242424242424242');
    const cancelling = await fixture.payments.cancelAtPeriodEnd(subscriptionId, true);
    expect(cancelling).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await fixture.payments.cancelAtPeriodEnd(subscriptionId, false)).toMatchObject({ cancelAtPeriodEnd: false });
    await fixture.payments.cancelAtPeriodEnd(subscriptionId, true);
    fixture.stripe.advanceClock({ to: new Date(cancelling.currentPeriodEnd) });
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('canceled');
    expect((await eventsFor(subscriptionId)).at(-1)).toBe('customer.subscription.deleted');
  });

  it('the portal session page lists the plan and cancels at period end, then returns to the app', async () => {
    const { customerId, subscriptionId, clientSecret } = await subscribeIncomplete();
    await fixture.submitCard(clientSecret ?? '', '4242424242424242');
    const { url } = await fixture.payments.createPortalSession(customerId, 'http://127.0.0.1:5173/account');
    expect(url.startsWith(`${fixture.stripe.url}/portal/bps_`)).toBe(true);
    expect(await (await fetch(url)).text()).toContain('Solo Agent Monthly');
    const answer = await fetch(url, { method: 'POST', body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }), redirect: 'manual' });
    expect(answer.headers.get('location')).toBe('http://127.0.0.1:5173/account');
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.cancelAtPeriodEnd).toBe(true);
  });

  it('answers null for an unknown subscription and a PaymentProviderError for an unknown price', async () => {
    expect(await fixture.payments.retrieveSubscription('sub_missing')).toBeNull();
    const { customerId } = await newCustomer();
    const refused = fixture.payments.createSubscription({ customerId, priceId: 'price_missing', idempotencyKey: 'bad-price' });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({ code: 'resource_missing', message: "No such price: 'price_missing'" });
  });
});
