import { inject, vi } from 'vitest';
import type { TBillingResponse, TCreateSubscriptionResponse, TPortalSessionResponse } from '@shared/schemas/billing.schema';
import { signUpAs, userIdOf } from '../../../test/accounts';
import {
  advanceStripeClock,
  endSubscriptionAtProvider,
  payOnCheckoutPage,
  standInKeys,
  standInPayments,
  storedSubscription,
  waitForSubscription,
} from '../../../test/billing';
import { chicagoDate, createListing, makeListing } from '../../../test/listings';
import Stripe from 'stripe';

/** A Stripe-Signature header as the official SDK makes one for tests (the adapter checks it with the SDK's constructEvent). */
const signTimestamped = (payload: string, secret: string, at: Date) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });

type TClient = Awaited<ReturnType<typeof signUpAs>>['client'];
type TError = { message: string; code?: string };

/** The stored state without its write time: the stand-in's own webhooks for a new trial may still be rewriting the same state. */
const stateOf = async (userId: string) => {
  const { updatedAt: _writtenAt, ...state } = (await storedSubscription(userId)) ?? { updatedAt: '' };
  return state;
};

const priceOf = async (client: TClient, plan: string) => {
  const billing = await client.get<TBillingResponse>('/api/billing');
  return billing.body.plans.find((p) => p.plan === plan)!.priceId;
};

/** A new agent (on the trial) with their user id. */
async function newAgent() {
  const account = await signUpAs('AGENT');
  const userId = await userIdOf(account.email);
  await waitForSubscription(userId, (s) => Boolean(s?.stripeSubscriptionId));
  return { ...account, userId };
}

/** Billing on its own: paid, or (subscribed during the trial) trialing with the card saved for the trial's end. */
const isBilling = (s: Awaited<ReturnType<typeof storedSubscription>>) => s?.status === 'active' || (s?.status === 'trialing' && s.hasPaymentMethod);

/** Chooses the plan and gives 4242 on the stand-in's card page; waits for the webhook to make it billing (see isBilling). */
async function subscribe(agent: { client: TClient; userId: string }, plan = 'solo_monthly') {
  const chosen = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId: await priceOf(agent.client, plan) });
  expect(chosen.status).toBe(200);
  // The stand-in takes the card on its own page, so the browser gets no key for Stripe.js's Payment Element.
  expect(chosen.body).toMatchObject({ clientSecret: expect.any(String), checkoutUrl: expect.stringContaining('/checkout/'), publishableKey: null });
  const paid = await payOnCheckoutPage(chosen.body.checkoutUrl!, '4242424242424242');
  expect(paid.status).toBe(303);
  return waitForSubscription(agent.userId, (s) => isBilling(s) && s?.plan === plan);
}

const deliver = (body: string, signature: string | undefined) =>
  fetch(`${inject('apiBaseUrl')}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body,
  });

const eventFor = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: `evt_test_${Math.random().toString(36).slice(2)}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });

describe('trial', () => {
  it('lets a new agent list at once, on a trialing subscription at the provider', async () => {
    const agent = await newAgent();
    const billing = await agent.client.get<TBillingResponse>('/api/billing');
    expect(billing.body.subscription).toMatchObject({ status: 'trialing', plan: 'solo_monthly', allowsListing: true, listingLimit: 25 });
    expect((await agent.client.post('/api/properties', makeListing())).status).toBe(201);
  });
});

describe('POST /api/create-subscription', () => {
  it('refuses an unknown price with 400 and changes nothing', async () => {
    const agent = await newAgent();
    const before = await stateOf(agent.userId);
    const response = await agent.client.post<TError>('/api/create-subscription', { priceId: 'price_someone_elses' });
    expect(response.status).toBe(400);
    expect(await stateOf(agent.userId)).toEqual(before);
  });

  it('makes one customer and one subscription for a double click, and keeps the trial until the payment succeeds', async () => {
    const agent = await newAgent();
    const priceId = await priceOf(agent.client, 'solo_monthly');
    const [first, second] = await Promise.all([0, 1].map(() => agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId })));
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(first!.body.clientSecret).toBeTruthy();
    expect(second!.body.clientSecret).toBe(first!.body.clientSecret);
    const customers = await fetch(`${inject('stripeUrl')}/v1/customers/search?query=${encodeURIComponent(`metadata['userId']:'${agent.userId}'`)}`, {
      headers: { authorization: `Bearer ${standInKeys().secretKey}` },
    });
    expect(((await customers.json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(await storedSubscription(agent.userId)).toMatchObject({ status: 'trialing' });
  });

  it('leaves everything as it was when the card is declined', async () => {
    const agent = await newAgent();
    const chosen = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId: await priceOf(agent.client, 'solo_monthly') });
    const before = await stateOf(agent.userId);
    const declined = await payOnCheckoutPage(chosen.body.checkoutUrl!, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect(await stateOf(agent.userId)).toEqual(before);
    expect((await agent.client.post('/api/properties', makeListing())).status).toBe(201);
  });

  it.each([
    ['during the trial (a card setup)', 'setup_intents', 'trialing'],
    ['after a lapse (a payment)', 'payment_intents', 'active'],
  ] as const)(
    'starts afresh when the last attempt %s was left at the 3-D Secure step: the same plan gets a new secret that any card can confirm',
    async (_label, intents, status) => {
      const agent = await newAgent();
      if (status === 'active') await endSubscriptionAtProvider(agent.userId);
      const priceId = await priceOf(agent.client, 'solo_monthly');
      const first = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId });
      expect(first.body.intent).toBe(intents === 'setup_intents' ? 'setup' : 'payment');
      expect((await payOnCheckoutPage(first.body.checkoutUrl!, '4000000000003220')).location).toContain('/authenticate');

      const again = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId });
      expect(again.status).toBe(200);
      expect(again.body.clientSecret).toEqual(expect.any(String));
      expect(again.body.clientSecret).not.toBe(first.body.clientSecret);
      expect((await payOnCheckoutPage(again.body.checkoutUrl!, '4242424242424242')).status).toBe(303);
      await waitForSubscription(agent.userId, (s) => s?.status === status && s.hasPaymentMethod && s.plan === 'solo_monthly');
      const abandoned = first.body.clientSecret!.split('_secret_')[0]!;
      const intent = await fetch(`${inject('stripeUrl')}/v1/${intents}/${abandoned}`, { headers: { authorization: `Bearer ${standInKeys().secretKey}` } });
      expect(((await intent.json()) as { status: string }).status).toBe('canceled');
    },
  );

  it("subscribing during the trial carries the trial's end over: nothing due now, the card saved, the trial replaced, and the plan changes in place", async () => {
    const agent = await newAgent();
    const trial = (await storedSubscription(agent.userId))!;
    const chosen = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId: await priceOf(agent.client, 'solo_annual') });
    expect(chosen.body).toMatchObject({ intent: 'setup', firstChargeAt: trial.trialEnd, clientSecret: expect.stringMatching(/^seti_/) });
    // Until the card is saved the trial stays as it was.
    expect(await storedSubscription(agent.userId)).toMatchObject({
      stripeSubscriptionId: trial.stripeSubscriptionId,
      status: 'trialing',
      plan: 'solo_monthly',
    });

    expect((await payOnCheckoutPage(chosen.body.checkoutUrl!, '4242424242424242')).status).toBe(303);
    const saved = await waitForSubscription(agent.userId, (s) => s?.stripeSubscriptionId !== trial.stripeSubscriptionId && isBilling(s));
    expect(saved).toMatchObject({
      status: 'trialing',
      plan: 'solo_annual',
      hasPaymentMethod: true,
      trialEnd: trial.trialEnd,
      currentPeriodEnd: trial.trialEnd,
      amount: 29900,
      interval: 'year',
    });
    await vi.waitFor(async () => expect((await standInPayments().retrieveSubscription(trial.stripeSubscriptionId!))?.status).toBe('canceled'));
    const billing = await agent.client.get<TBillingResponse>('/api/billing');
    expect(billing.body.subscription).toMatchObject({ status: 'trialing', hasPaymentMethod: true, allowsListing: true, trialEnd: trial.trialEnd });

    const upgrade = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId: await priceOf(agent.client, 'team_monthly') });
    expect(upgrade.body).toEqual({ clientSecret: null, intent: null, firstChargeAt: null, checkoutUrl: null, publishableKey: null });
    expect(await storedSubscription(agent.userId)).toMatchObject({
      stripeSubscriptionId: saved!.stripeSubscriptionId,
      plan: 'team_monthly',
      status: 'trialing',
      trialEnd: trial.trialEnd,
    });
    // From /subscribe or /account: a downgrade through the subscription update, on the same subscription, nothing due before the trial ends.
    const downgrade = await agent.client.request<TBillingResponse>('PATCH', '/api/billing/subscription', {
      json: { priceId: await priceOf(agent.client, 'solo_monthly') },
    });
    expect(downgrade.status).toBe(200);
    expect(downgrade.body.subscription).toMatchObject({
      plan: 'solo_monthly',
      status: 'trialing',
      hasPaymentMethod: true,
      trialEnd: trial.trialEnd,
      amount: 2900,
    });
    expect(await standInPayments().retrieveSubscription(saved!.stripeSubscriptionId!)).toMatchObject({
      status: 'trialing',
      priceId: await priceOf(agent.client, 'solo_monthly'),
    });
    const cancelled = await agent.client.request<TBillingResponse>('PATCH', '/api/billing/subscription', { json: { cancelAtPeriodEnd: true } });
    expect(cancelled.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing' });
  });

  it('refuses a plan change without a saved card or payment, saying to choose a plan first (409), and changes nothing', async () => {
    const agent = await newAgent();
    const before = await stateOf(agent.userId);
    const refused = await agent.client.request<TError>('PATCH', '/api/billing/subscription', {
      json: { priceId: await priceOf(agent.client, 'team_monthly') },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You have no paid subscription to change. Choose a plan on the subscribe page.');
    expect(await stateOf(agent.userId)).toEqual(before);
  });

  it('subscribes with a paid card after a lapse, and changes plan on the same subscription', async () => {
    const agent = await newAgent();
    await endSubscriptionAtProvider(agent.userId);
    const chosen = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId: await priceOf(agent.client, 'solo_monthly') });
    expect(chosen.body).toMatchObject({ intent: 'payment', firstChargeAt: null, clientSecret: expect.stringMatching(/^pi_/) });
    expect((await payOnCheckoutPage(chosen.body.checkoutUrl!, '4242424242424242')).status).toBe(303);
    const active = await waitForSubscription(agent.userId, (s) => s?.status === 'active');
    expect(active).toMatchObject({ amount: 2900, interval: 'month', cancelAtPeriodEnd: false, hasPaymentMethod: true });

    const upgrade = await agent.client.post<TCreateSubscriptionResponse>('/api/create-subscription', { priceId: await priceOf(agent.client, 'team_monthly') });
    expect(upgrade.body).toEqual({ clientSecret: null, intent: null, firstChargeAt: null, checkoutUrl: null, publishableKey: null });
    const upgraded = await storedSubscription(agent.userId);
    expect(upgraded).toMatchObject({ stripeSubscriptionId: active!.stripeSubscriptionId, plan: 'team_monthly', status: 'active' });

    const cancelled = await agent.client.request<TBillingResponse>('PATCH', '/api/billing/subscription', { json: { cancelAtPeriodEnd: true } });
    expect(cancelled.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active', allowsListing: true });
    const resumed = await agent.client.request<TBillingResponse>('PATCH', '/api/billing/subscription', { json: { cancelAtPeriodEnd: false } });
    expect(resumed.body.subscription).toMatchObject({ cancelAtPeriodEnd: false });
  });
});

describe('POST /api/billing/portal', () => {
  it("opens the provider's portal for the caller's own customer, where cancelling reaches the stored subscription", async () => {
    const agent = await newAgent();
    await subscribe(agent);
    expect((await agent.client.get<TBillingResponse>('/api/billing')).body.hasPaymentAccount).toBe(true);
    const portal = await agent.client.post<TPortalSessionResponse>('/api/billing/portal', { returnPath: '/account' });
    expect(portal.status).toBe(200);
    const page = await fetch(portal.body.url);
    const html = await page.text();
    expect(html).toContain('Manage your subscription');

    const subscriptionId = (await storedSubscription(agent.userId))!.stripeSubscriptionId!;
    const cancel = await fetch(portal.body.url, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(new URL(cancel.headers.get('location')!).pathname).toBe('/account');
    await waitForSubscription(agent.userId, (s) => s?.cancelAtPeriodEnd === true);
  });

  it('returns only to a path of this site', async () => {
    const agent = await newAgent();
    for (const returnPath of ['//evil.example/account', 'https://evil.example/', '/account?next=x']) {
      const refused = await agent.client.post<TError>('/api/billing/portal', { returnPath });
      expect(refused.status).toBe(400);
    }
  });
});

describe('plan limits and lapse', () => {
  it('refuses the 26th active listing on Solo, but not a draft', async () => {
    const agent = await newAgent();
    for (let batch = 0; batch < 5; batch += 1) await Promise.all(Array.from({ length: 5 }, () => createListing(agent.client)));
    const refused = await agent.client.post<TError>('/api/properties', makeListing());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN_LIMIT_REACHED');
    const draft = await agent.client.post<{ id: string }>('/api/properties', makeListing({ status: 'draft' }));
    expect(draft.status).toBe(201);
    const publish = await agent.client.request<TError>('PUT', `/api/properties/${draft.body.id}`, { json: makeListing({ status: 'active' }) });
    expect(publish.body.code).toBe('PLAN_LIMIT_REACHED');
    const openHouse = await agent.client.post<TError>('/api/open-houses', {
      title: 'Open',
      address: '1 Main St, Austin, TX 78701',
      price: 300000,
      startsAt: '2099-01-01T10:00',
      endsAt: '2099-01-01T12:00',
    });
    expect(openHouse.body.code).toBe('PLAN_LIMIT_REACHED');
  });

  it('lets only one of several publishes racing for the last place on the plan through', async () => {
    const agent = await newAgent();
    for (let batch = 0; batch < 4; batch += 1) await Promise.all(Array.from({ length: 6 }, () => createListing(agent.client)));
    const racing = await Promise.all(Array.from({ length: 4 }, () => agent.client.post<TError>('/api/properties', makeListing())));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403]);
    expect(racing.filter((answer) => answer.status === 403).every((answer) => answer.body.code === 'PLAN_LIMIT_REACHED')).toBe(true);
    const mine = await agent.client.get<{ items: unknown[] }>(`/api/properties?userId=${agent.userId}&status=active&limit=100`);
    expect(mine.body.items).toHaveLength(25);
  });

  it('keeps listings published after a lapse, blocks new ones, and restores listing on resubscribing', async () => {
    const agent = await newAgent();
    const listing = await createListing(agent.client);
    await endSubscriptionAtProvider(agent.userId);
    expect((await agent.client.get<{ status: string }>(`/api/properties/${listing.id}`)).body.status).toBe('active');
    const blocked = await agent.client.post<TError>('/api/properties', makeListing());
    expect(blocked.body.code).toBe('SUBSCRIPTION_REQUIRED');
    await subscribe(agent);
    expect((await agent.client.post('/api/properties', makeListing())).status).toBe(201);
  });

  it('lets a lapsed agent edit, unpublish and delete, but not turn an active listing into another one nor add open houses', async () => {
    const agent = await newAgent();
    const listing = await createListing(agent.client);
    const other = await createListing(agent.client);
    await endSubscriptionAtProvider(agent.userId);
    const put = (id: string, overrides: Parameters<typeof makeListing>[0]) =>
      agent.client.request<TError & { status: string; address: string }>('PUT', `/api/properties/${id}`, { json: makeListing(overrides) });

    for (const change of [
      { address: '9 Elsewhere Ave', city: 'Dallas', price: 990_000, propertyType: 'condo' as const },
      { address: '9 Elsewhere Ave' },
      { city: 'Dallas' },
      { state: 'CA' as const, zipCode: '94110' },
      { propertyType: 'condo' as const },
    ]) {
      const refused = await put(listing.id, change);
      expect(refused.status, JSON.stringify(change)).toBe(403);
      expect(refused.body).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: expect.stringContaining('unpublish') });
    }
    expect((await agent.client.get<{ address: string }>(`/api/properties/${listing.id}`)).body.address).toBe(makeListing().address);
    const addOpenHouse = await agent.client.post<TError>(`/api/properties/${listing.id}/open-houses`, {
      date: chicagoDate(6),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(addOpenHouse.status).toBe(403);
    expect(addOpenHouse.body).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: 'You need an active subscription to add open houses.' });
    expect((await agent.client.get<{ items: unknown[] }>(`/api/properties/${listing.id}/open-houses`)).body.items).toEqual([]);

    expect((await put(listing.id, { price: 425_000, description: 'Price lowered.' })).status).toBe(200);
    const unpublished = await put(listing.id, { status: 'draft', address: '9 Elsewhere Ave' });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ status: 'draft', address: '9 Elsewhere Ave' });
    expect((await put(listing.id, { status: 'active' })).body.code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await agent.client.request('DELETE', `/api/properties/${other.id}`)).status).toBe(200);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('stores the subscription as the provider has it now, whatever the event says and in whatever order', async () => {
    const agent = await newAgent();
    const stored = (await storedSubscription(agent.userId))!;
    const stale = { object: 'subscription', id: stored.stripeSubscriptionId, customer: stored.stripeCustomerId, status: 'canceled' };
    for (const type of ['customer.subscription.updated', 'customer.subscription.created']) {
      const body = eventFor(type, stale);
      const response = await deliver(body, signTimestamped(body, standInKeys().webhookSecret, new Date()));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    }
    expect(await storedSubscription(agent.userId)).toMatchObject({ status: 'trialing', stripeSubscriptionId: stored.stripeSubscriptionId });
  });

  it('handles a replayed event once', async () => {
    const agent = await newAgent();
    const stored = (await storedSubscription(agent.userId))!;
    const body = eventFor('invoice.paid', {
      object: 'invoice',
      customer: stored.stripeCustomerId,
      parent: { subscription_details: { subscription: stored.stripeSubscriptionId } },
    });
    expect(await (await deliver(body, signTimestamped(body, standInKeys().webhookSecret, new Date()))).json()).toEqual({ received: true });
    const afterFirst = await stateOf(agent.userId);
    const replay = await deliver(body, signTimestamped(body, standInKeys().webhookSecret, new Date()));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await stateOf(agent.userId)).toEqual(afterFirst);
  });

  it('answers 200 to an event type it does not handle', async () => {
    const body = eventFor('charge.refunded', { object: 'charge', id: 'ch_1' });
    const response = await deliver(body, signTimestamped(body, standInKeys().webhookSecret, new Date()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
  });

  it.each([
    ['no signature', () => undefined],
    ['a wrong secret', (body: string) => signTimestamped(body, 'whsec_someone_else_entirely', new Date())],
    ['a stale timestamp', (body: string) => signTimestamped(body, standInKeys().webhookSecret, new Date(Date.now() - 6 * 60_000))],
  ])('refuses %s with 400 and changes nothing', async (_case, sign) => {
    const agent = await newAgent();
    const before = (await storedSubscription(agent.userId))!;
    const body = eventFor('customer.subscription.deleted', { object: 'subscription', id: before.stripeSubscriptionId, customer: before.stripeCustomerId });
    const response = await deliver(body, sign(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await stateOf(agent.userId)).toMatchObject({ status: 'trialing', stripeSubscriptionId: before.stripeSubscriptionId });
  });
});

describe('POST /api/stripe/webhook with a signed body that is no event', () => {
  const created = () => Math.floor(Date.now() / 1000);
  it.each([
    ['a truncated body', () => '{"id":"evt_t8","type":'],
    ['an array', () => '[1,2,3]'],
    [
      'a null data object',
      () => JSON.stringify({ id: 'evt_t9', object: 'event', type: 'customer.subscription.updated', created: created(), data: { object: null } }),
    ],
    [
      'no creation time',
      () =>
        JSON.stringify({ id: 'evt_t10', object: 'event', type: 'customer.subscription.updated', data: { object: { object: 'subscription', id: 'sub_1' } } }),
    ],
    ['no type', () => JSON.stringify({ id: 'evt_t11', object: 'event', created: created(), data: { object: { object: 'subscription', id: 'sub_1' } } })],
    ['a string', () => '"evt"'],
  ])('answers %s with 400 (never 5xx, which the provider retries for days) and still takes the event once it is whole', async (_case, bodyOf) => {
    const body = bodyOf();
    const response = await deliver(body, signTimestamped(body, standInKeys().webhookSecret, new Date()));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The event payload is malformed.' });
    const whole = eventFor('charge.refunded', { object: 'charge', id: 'ch_2' });
    expect(await (await deliver(whole, signTimestamped(whole, standInKeys().webhookSecret, new Date()))).json()).toEqual({ received: true, ignored: true });
  });
});

// Last: the stand-in's clock moves for every subscription on it.
describe('trial end', () => {
  it('stops an agent whose trial ended without a card from listing', async () => {
    const agent = await newAgent();
    expect((await agent.client.post('/api/properties', makeListing())).status).toBe(201);
    await advanceStripeClock(15 * 86_400);
    await waitForSubscription(agent.userId, (s) => s?.status === 'canceled');
    const refused = await agent.client.post<TError>('/api/properties', makeListing());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});
