import Stripe from 'stripe';
import type { TPaymentsConfig } from './payments-config';

/** Pinned so that a package upgrade cannot silently change the shapes the adapter reads. */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** The official client, pointed at the local stand-in when `apiUrl` is set (the SDK's host/port/protocol options). */
export function createStripeClient(config: TPaymentsConfig): Stripe {
  const local = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Retries carry the same idempotency key, and 409 "request in progress" answers are retried too.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(local ? { host: local.hostname, port: Number(local.port || (local.protocol === 'https:' ? 443 : 80)), protocol: local.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}
