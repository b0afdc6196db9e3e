import Stripe from 'stripe';
import { WebhookSignatureError } from '../../../functions/src/adapters/payments/payments';
import { STRIPE_API_VERSION } from '../../../functions/src/adapters/payments/stripe-client';
import { LOCAL_STRIPE_PRICES, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './local-stripe-keys';
import { startLocalStripeFixture } from './testing/local-stripe-fixture';
import { signStripePayload } from './webhook-sender';

const sdk = new Stripe(LOCAL_STRIPE_SECRET_KEY);
const priceId = LOCAL_STRIPE_PRICES[0]?.id ?? '';

describe('webhooks sent by the local Stripe stand-in', () => {
  let fixture: Awaited<ReturnType<typeof startLocalStripeFixture>>;
  beforeEach(async () => {
    fixture = await startLocalStripeFixture();
  });
  afterEach(() => fixture.stop());

  const subscribe = () => fixture.subscribeOneCustomer(priceId);

  it("are Stripe-shaped events whose Stripe-Signature the official SDK's constructEvent accepts", async () => {
    const { subscriptionId } = await subscribe();
    await fixture.stripe.webhooks.idle();
    const [delivery] = fixture.receiver.received;
    expect(delivery?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = sdk.webhooks.constructEvent(delivery?.rawBody ?? '', delivery?.signature ?? '', LOCAL_STRIPE_WEBHOOK_SECRET, 300);
    expect(event).toMatchObject({ object: 'event', type: 'customer.subscription.created', livemode: false, api_version: STRIPE_API_VERSION });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({ id: subscriptionId, object: 'subscription', status: 'incomplete' });
  });

  it('fail verification when the body is tampered with, the secret is wrong, the header is missing or the timestamp is stale', async () => {
    await subscribe();
    await fixture.stripe.webhooks.idle();
    const { rawBody, signature } = fixture.receiver.received[0] ?? { rawBody: '', signature: '' };
    expect(fixture.payments.verifyWebhook(rawBody, signature).type).toBe('customer.subscription.created');
    expect(() => fixture.payments.verifyWebhook(rawBody.replace('"incomplete"', '"active"'), signature)).toThrow(WebhookSignatureError);
    expect(() => fixture.payments.verifyWebhook(rawBody, signStripePayload(rawBody, 'whsec_some_other_secret'))).toThrow(WebhookSignatureError);
    expect(() => fixture.payments.verifyWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    expect(() => fixture.payments.verifyWebhook(rawBody, signStripePayload(rawBody, LOCAL_STRIPE_WEBHOOK_SECRET, tenMinutesAgo))).toThrow(
      WebhookSignatureError,
    );
  });

  it('are retried with the same event after a non-2xx answer until one succeeds', async () => {
    fixture.receiver.answerNextWith(500, 503);
    await subscribe();
    await fixture.stripe.webhooks.idle();
    const attempts = fixture.stripe.webhooks.deliveries.map(({ attempt, status, isDelivered }) => ({ attempt, status, isDelivered }));
    expect(attempts).toEqual([
      { attempt: 1, status: 500, isDelivered: false },
      { attempt: 2, status: 503, isDelivered: false },
      { attempt: 3, status: 200, isDelivered: true },
    ]);
    const ids = fixture.receiver.received.map((delivery) => fixture.payments.verifyWebhook(delivery.rawBody, delivery.signature).id);
    expect(new Set(ids).size).toBe(1);
  });

  it('give up after the configured retries when the app keeps failing', async () => {
    fixture.receiver.answerNextWith(500, 500, 500, 500);
    await subscribe();
    await fixture.stripe.webhooks.idle();
    expect(fixture.stripe.webhooks.deliveries.map((d) => d.status)).toEqual([500, 500, 500, 500]);
    expect(fixture.receiver.received).toHaveLength(4);
  });
});
