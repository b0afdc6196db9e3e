import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStripePayments } from '../../../../functions/src/adapters/payments/stripe-payments';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../local-stripe-keys';
import { startLocalStripe } from '../local-stripe';
import { startWebhookReceiver } from './webhook-receiver';

/** The stand-in on a free port with a fresh data folder, a webhook receiver, and the real adapter pointed at it. */
export async function startLocalStripeFixture() {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-stripe-'));
  const receiver = await startWebhookReceiver();
  const stripe = await startLocalStripe({
    port: 0,
    dataDir,
    webhookUrl: receiver.url,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    webhookRetryDelaysMs: [1, 1, 1],
  });
  const payments = createStripePayments({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiUrl: stripe.url });

  /** Every event delivered so far, verified through the adapter (the SDK's constructEvent). */
  const deliveredEvents = async () => {
    await stripe.webhooks.idle();
    return receiver.received.map((delivery) => payments.verifyWebhook(delivery.rawBody, delivery.signature));
  };

  /** One customer (user u1) and a subscription to `priceId`, each created once whatever the retries. */
  const subscribeOneCustomer = async (priceId: string) => {
    const { customerId } = await payments.ensureCustomer({ userId: 'u1', email: 'u1@example.test', name: 'U One', idempotencyKey: 'customer-u1' });
    return payments.createSubscription({ customerId, priceId, idempotencyKey: 'subscribe-u1' });
  };

  /** Submits the local card form as a browser would; answers with the status and the redirect or the page. */
  const submitCard = async (clientSecret: string, cardNumber: string, returnUrl = 'http://127.0.0.1:5173/subscribe/complete') => {
    const response = await fetch(`${stripe.url}/checkout/${encodeURIComponent(clientSecret)}`, {
      method: 'POST',
      body: new URLSearchParams({ card_number: cardNumber, expiry: '12 / 34', cvc: '123', return_url: returnUrl }),
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };

  return {
    stripe,
    payments,
    subscribeOneCustomer,
    receiver,
    dataDir,
    deliveredEvents,
    submitCard,
    stop: async () => {
      await stripe.stop();
      await receiver.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
