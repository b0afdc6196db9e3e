import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TPlanKey } from '@shared/constants/plans';

/**
 * What the Stripe adapter needs from configuration. Merge these variables into the platform's
 * environment schema; in the cloud both secrets come from Secrets Manager, never the template.
 */
export const ZPaymentsEnvSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** `sk_test_…` / `sk_live_…`, or the local stand-in's key. */
    STRIPE_SECRET_KEY: z.string().check(z.minLength(8)),
    /** `whsec_…`: the signing secret of the webhook endpoint. */
    STRIPE_WEBHOOK_SECRET: z.string().check(z.minLength(8)),
    /** The local Stripe stand-in's base URL (e.g. http://127.0.0.1:12111); unset means api.stripe.com. */
    STRIPE_API_URL: z.optional(z.url()),
  }),
);

/**
 * `pk_test_…` / `pk_live_…`: not a secret, it goes to the browser, where Stripe.js's Payment Element
 * confirms the first payment. Plain configuration like the price ids (CDK context in the cloud).
 */
export const ZPublishableKeyEnvSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    STRIPE_PUBLISHABLE_KEY: z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')),
  }),
);

export type TPaymentsConfig = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** The adapter's configuration from parsed environment variables. */
export function paymentsConfigFromEnv(env: z.infer<typeof ZPaymentsEnvSchema>): TPaymentsConfig {
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}) };
}

/** The payment price id of each plan (CDK context in the cloud; the stand-in's prices locally). */
export const ZPlanPricesEnvSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    STRIPE_PRICE_SOLO_MONTHLY: z.string().check(z.minLength(1)),
    STRIPE_PRICE_SOLO_ANNUAL: z.string().check(z.minLength(1)),
    STRIPE_PRICE_TEAM_MONTHLY: z.string().check(z.minLength(1)),
    STRIPE_PRICE_TEAM_ANNUAL: z.string().check(z.minLength(1)),
  }),
);

export type TPlanPrices = Record<TPlanKey, string>;

export function planPricesFromEnv(env: z.infer<typeof ZPlanPricesEnvSchema>): TPlanPrices {
  return {
    solo_monthly: env.STRIPE_PRICE_SOLO_MONTHLY,
    solo_annual: env.STRIPE_PRICE_SOLO_ANNUAL,
    team_monthly: env.STRIPE_PRICE_TEAM_MONTHLY,
    team_annual: env.STRIPE_PRICE_TEAM_ANNUAL,
  };
}
