import { signTimestamped } from '../../functions/src/platform/signature-header';
import type { TDb } from '../../functions/src/data/db';
import { findUserIdByEmail } from '../../functions/src/data/user-repository';
import { getSubscription } from '../../functions/src/data/subscription-repository';
import { serverMs } from './server-timing';
import { percentile } from './stats';

const p50p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

/**
 * Issue 11: POST /api/stripe/webhook, one event at a time as Stripe sends them to one endpoint: a new
 * agent's trial subscription, then `count` signed `customer.subscription.updated` events with fresh ids.
 * Each is verified, recorded once and makes the handler re-read the subscription from the stand-in.
 * Reports the handler's own time (Server-Timing) and, beside it, the HTTP round trip.
 */
export async function benchStripeWebhook(baseUrl: string, db: TDb, webhookSecret: string, count: number): Promise<string[]> {
  const email = `bench.stripe.${Date.now()}@example.test`;
  const signup = await fetch(`${baseUrl}/api/auth/signup/pro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ role: 'AGENT', displayName: 'Bench Agent', email, password: 'bench-password-123', consents: { terms: true } }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
  const userId = await findUserIdByEmail(db, email);
  const subscription = userId ? await getSubscription(db, userId) : null;
  if (!subscription?.stripeSubscriptionId) throw new Error('the new agent has no trial subscription at the stand-in');

  const handlerTimes: number[] = [];
  const roundTrips: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = JSON.stringify({
      id: `evt_bench_${Date.now()}_${i}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'subscription', id: subscription.stripeSubscriptionId, customer: subscription.stripeCustomerId } },
    });
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signTimestamped(body, webhookSecret, new Date()) },
      body,
    });
    await response.arrayBuffer();
    roundTrips.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
    const handlerMs = serverMs(response);
    if (Number.isNaN(handlerMs)) throw new Error('the webhook answered without a Server-Timing header');
    handlerTimes.push(handlerMs);
  }
  return [
    `POST /api/stripe/webhook, ${count} events one at a time (verify, re-read from the stand-in, store): handler ${p50p99(handlerTimes)} (Server-Timing); round trip ${p50p99(roundTrips)}`,
  ];
}
