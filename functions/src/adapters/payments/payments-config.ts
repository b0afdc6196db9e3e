import * as z from 'zod';

/**
 * What the Stripe adapter needs from configuration. Merge these variables into the platform's
 * environment schema; in the cloud both secrets come from Secrets Manager, never the template.
 */
export const ZPaymentsEnvSchema = z.object({
  /** `sk_test_…` / `sk_live_…`, or the local stand-in's key. */
  STRIPE_SECRET_KEY: z.string().min(8),
  /** `whsec_…`: the signing secret of the webhook endpoint. */
  STRIPE_WEBHOOK_SECRET: z.string().min(8),
  /** The local Stripe stand-in's base URL (e.g. http://127.0.0.1:12111); unset means api.stripe.com. */
  STRIPE_API_URL: z.url().optional(),
});

export type TPaymentsConfig = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** The adapter's configuration from parsed environment variables. */
export function paymentsConfigFromEnv(env: z.infer<typeof ZPaymentsEnvSchema>): TPaymentsConfig {
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}) };
}
