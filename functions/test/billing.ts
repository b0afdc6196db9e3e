import { inject } from 'vitest';
import { createStripePayments } from '../src/adapters/payments/stripe-payments';
import { getSubscription, type TSubscriptionRecord } from '../src/data/subscription-repository';
import { sharedTestDb } from './test-deps';

/** The stand-in's keys, as the runtime gave them to its handlers. */
export const standInKeys = () => ({ secretKey: inject('handlerEnv').STRIPE_SECRET_KEY!, webhookSecret: inject('handlerEnv').STRIPE_WEBHOOK_SECRET! });

/** The payments adapter on the runtime's Stripe stand-in, for steps a user makes outside our API. */
export const standInPayments = () => createStripePayments({ ...standInKeys(), apiUrl: inject('stripeUrl') });

export const storedSubscription = (userId: string) => getSubscription(sharedTestDb(), userId);

/** Waits until the webhooks have brought the stored subscription where the test expects (they arrive a moment later). */
export async function waitForSubscription(userId: string, isReady: (subscription: TSubscriptionRecord | null) => boolean): Promise<TSubscriptionRecord | null> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const subscription = await storedSubscription(userId);
    if (isReady(subscription)) return subscription;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the subscription of ${userId} never reached the expected state: ${JSON.stringify(await storedSubscription(userId))}`);
}

/** Ends the user's subscription at the provider now, as the customer portal or a lapse would, and waits for the webhook. */
export async function endSubscriptionAtProvider(userId: string): Promise<void> {
  const subscription = await waitForSubscription(userId, (s) => Boolean(s?.stripeSubscriptionId));
  await standInPayments().cancelNow(subscription!.stripeSubscriptionId!);
  await waitForSubscription(userId, (s) => s?.status === 'canceled');
}

/** Moves the stand-in's test clock (every subscription on it sees the time pass). */
export async function advanceStripeClock(seconds: number): Promise<void> {
  const response = await fetch(`${inject('stripeUrl')}/_local/clock/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${standInKeys().secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`the stand-in's clock did not move: ${response.status}`);
}

/** Submits the stand-in's card form as a browser would; a paid form redirects (303) to the return URL. */
export async function payOnCheckoutPage(checkoutUrl: string, cardNumber: string) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ card_number: cardNumber, expiry: '12 / 34', cvc: '123', return_url: 'http://127.0.0.1:5173/subscribe' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}
