import { join } from 'node:path';
import * as z from '@shared/zod';
import { ZPaymentsEnvSchema, ZPlanPricesEnvSchema, ZPublishableKeyEnvSchema } from '../../../functions/src/adapters/payments/payments-config';
import { LOCAL_STRIPE_PRICES, LOCAL_STRIPE_PUBLISHABLE_KEY, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './local-stripe-keys';
import { startLocalStripe, type TLocalStripe } from './local-stripe';

const priceOf = (lookupKey: string) => {
  const price = LOCAL_STRIPE_PRICES.find((p) => p.lookupKey === lookupKey);
  if (!price) throw new Error(`the local Stripe stand-in sells no '${lookupKey}' price`);
  return price.id;
};

/** Every setting the handlers' payment schemas require (the stand-in's address is the one they do not). */
const REAL_STRIPE_VARIABLES = Object.keys({
  ...z.omit(ZPaymentsEnvSchema, { STRIPE_API_URL: true }).shape,
  ...ZPublishableKeyEnvSchema.shape,
  ...ZPlanPricesEnvSchema.shape,
});

/** Stripe test keys given to `npm start` (all of them, or it stops saying which are missing); null when none are. */
function realStripeEnvironment(environment: NodeJS.ProcessEnv): Record<string, string> | null {
  if (!environment.STRIPE_SECRET_KEY || environment.STRIPE_SECRET_KEY === LOCAL_STRIPE_SECRET_KEY) return null;
  const missing = REAL_STRIPE_VARIABLES.filter((name) => !environment[name]);
  if (missing.length > 0) throw new Error(`STRIPE_SECRET_KEY is set, so payments go to Stripe itself: set ${missing.join(', ')} too (see the README)`);
  return Object.fromEntries(REAL_STRIPE_VARIABLES.map((name) => [name, environment[name]!]));
}

/**
 * The embedded runtime's payments: the Stripe stand-in on loopback (state under `<dataDir>/stripe`),
 * sending its signed events to the runtime's own webhook entry, and the handler environment that points
 * the payments adapter at it. Stripe test keys in the environment win: the handlers then talk to Stripe
 * itself and the stand-in only idles.
 */
export async function startLocalPayments(options: {
  port: number;
  dataDir: string;
  appUrl: string;
  inMemory?: boolean;
}): Promise<{ stripe: TLocalStripe; environment: Record<string, string> }> {
  const real = realStripeEnvironment(process.env);
  const stripe = await startLocalStripe({
    port: options.port,
    dataDir: join(options.dataDir, 'stripe'),
    inMemory: options.inMemory,
    webhookUrl: `${options.appUrl}/api/stripe/webhook`,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
  });
  if (real) return { stripe, environment: real };
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
