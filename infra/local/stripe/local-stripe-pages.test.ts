import { startLocalStripe } from './local-stripe';
import { LOCAL_STRIPE_SECRET_KEY } from './local-stripe-keys';
import { startLocalStripeFixture } from './testing/local-stripe-fixture';

describe('the stand-in across restarts and its card form page', () => {
  let fixture: Awaited<ReturnType<typeof startLocalStripeFixture>>;
  beforeEach(async () => {
    fixture = await startLocalStripeFixture();
  });
  afterEach(() => fixture.stop());

  const subscribe = () => fixture.subscribeOneCustomer('price_local_solo_monthly');

  it('keeps customers, subscriptions and the test clock on disk in dataDir', async () => {
    const { subscriptionId } = await subscribe();
    const advancedTo = fixture.stripe.advanceClock({ seconds: 3600 });
    await fixture.stripe.stop();
    const restarted = await startLocalStripe({ port: 0, dataDir: fixture.dataDir });
    try {
      expect(restarted.now().getTime()).toBeGreaterThanOrEqual(advancedTo.getTime());
      const answer = await fetch(`${restarted.url}/v1/subscriptions/${subscriptionId}`, { headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` } });
      expect(((await answer.json()) as { status: string }).status).toBe('incomplete');
    } finally {
      await restarted.stop();
    }
  });

  it('serves a labelled card form for the payment and refuses to open without a return address', async () => {
    const { clientSecret } = await subscribe();
    const page = await fetch(`${fixture.stripe.url}/checkout/${clientSecret}?return_url=${encodeURIComponent('http://127.0.0.1:5173/subscribe')}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('Solo Agent Monthly: <strong>$29.00</strong> per month, due today');
    for (const [id, label, autocomplete] of [
      ['card-number', 'Card number', 'cc-number'],
      ['card-expiry', 'Expiry (MM / YY)', 'cc-exp'],
      ['card-cvc', 'CVC', 'cc-csc'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*autocomplete="${autocomplete}"`));
    }
    const withoutReturn = await fetch(`${fixture.stripe.url}/checkout/${clientSecret}`);
    expect(withoutReturn.status).toBe(400);
    const unknownSecret = await fetch(`${fixture.stripe.url}/checkout/pi_x_secret_y?return_url=${encodeURIComponent('http://127.0.0.1:5173/')}`);
    expect(unknownSecret.status).toBe(404);
  });

  it('checks expiry and CVC before confirming, as Stripe.js does, without counting a payment attempt', async () => {
    const { subscriptionId, clientSecret } = await subscribe();
    const post = (expiry: string, cvc: string) =>
      fetch(`${fixture.stripe.url}/checkout/${clientSecret}`, {
        method: 'POST',
        body: new URLSearchParams({ card_number: '4242424242424242', expiry, cvc, return_url: 'http://127.0.0.1:5173/subscribe' }),
        redirect: 'manual',
      });
    const past = await post('01 / 20', '123');
    expect(past.status).toBe(400);
    expect(await past.text()).toContain('Your card&#39;s expiration date is in the past.');
    expect(await (await post('12 / 34', '1')).text()).toContain('Your card&#39;s security code is incomplete.');
    expect((await fixture.payments.retrieveSubscription(subscriptionId))?.status).toBe('incomplete');
    expect((await fixture.deliveredEvents()).map((event) => event.type)).toEqual(['customer.subscription.created']);
    expect((await post('12/34', '123')).status).toBe(303);
  });

  it('advances the test clock through its admin call as well', async () => {
    const before = fixture.stripe.now();
    const answer = await fetch(`${fixture.stripe.url}/_local/clock/advance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 86_400 }),
    });
    const { now } = (await answer.json()) as { now: string };
    expect(new Date(now).getTime() - before.getTime()).toBeGreaterThanOrEqual(86_400_000);
  });
});
