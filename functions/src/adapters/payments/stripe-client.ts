import Stripe from 'stripe';
import type { TPaymentsConfig } from './payments-config';

/**
 * The one place the API version is pinned: neither the account's default nor a package upgrade can change the
 * shapes the adapter reads (stripe-records.ts types them from the SDK at this version).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/**
 * The official client. It retries network failures, 409 lock timeouts, 429 and 5xx twice with backoff (a POST's
 * retries reuse its Idempotency-Key, made up when the caller gives none) and waits 20 s per attempt. With `apiUrl`
 * it talks to the local stand-in (infra/local/stripe) through the SDK's own host, port and protocol options.
 */
export function createStripeClient(config: Pick<TPaymentsConfig, 'secretKey' | 'apiUrl'>): Stripe {
  const local = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(local
      ? {
          host: local.hostname,
          port: Number(local.port || (local.protocol === 'https:' ? 443 : 80)),
          protocol: local.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}
