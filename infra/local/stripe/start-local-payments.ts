import { join } from 'node:path';
import { LOCAL_STRIPE_PRICES, LOCAL_STRIPE_PUBLISHABLE_KEY, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './local-stripe-keys';
import { startLocalStripe, type TLocalStripe } from './local-stripe';

const priceOf = (lookupKey: string) => {
  const price = LOCAL_STRIPE_PRICES.find((p) => p.lookupKey === lookupKey);
  if (!price) throw new Error(`the local Stripe stand-in sells no '${lookupKey}' price`);
  return price.id;
};

/**
 * The embedded runtime's payments: the Stripe stand-in on loopback (state under `<dataDir>/stripe`),
 * sending its signed events to the runtime's own webhook entry, and the handler environment that points
 * the payments adapter at it.
 */
export async function startLocalPayments(options: { port: number; dataDir: string; appUrl: string }): Promise<{ stripe: TLocalStripe; environment: Record<string, string> }> {
  const stripe = await startLocalStripe({
    port: options.port,
    dataDir: join(options.dataDir, 'stripe'),
    webhookUrl: `${options.appUrl}/api/stripe/webhook`,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
  });
  return {
    stripe,
    environment: {
      STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      // Configured like the cloud's, though the browser never sees it: the stand-in's card page takes the payment.
      STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE_PUBLISHABLE_KEY,
      STRIPE_PRICE_SOLO_MONTHLY: priceOf('solo_monthly'),
      STRIPE_PRICE_SOLO_ANNUAL: priceOf('solo_annual'),
      STRIPE_PRICE_TEAM_MONTHLY: priceOf('team_monthly'),
      STRIPE_PRICE_TEAM_ANNUAL: priceOf('team_annual'),
    },
  };
}
