import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for one publishable key, fetched from js.stripe.com the first time it is asked for. The `pure`
 * entry does not inject the script on import, so only a visitor who reaches the card form downloads it.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
    // A script that failed to load (offline, blocked) is fetched again next time.
    stripe.catch(() => loaded.delete(publishableKey));
  }
  return stripe;
}
