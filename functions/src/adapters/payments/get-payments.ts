import { secretValue } from '../../platform/secret-values';
import type { TPayments } from './payments';
import { ZPaymentsEnvSchema, ZPlanPricesEnvSchema, paymentsConfigFromEnv, planPricesFromEnv, type TPlanPrices } from './payments-config';
import { createStripePayments } from './stripe-payments';

let payments: { adapter: TPayments; prices: TPlanPrices; apiUrl: string | null } | undefined;

/**
 * The payments adapter and plan prices, built once per container from the environment. The two secrets
 * come through secretValue: set directly locally, loaded from Secrets Manager in the cloud.
 */
export function getPayments(): { adapter: TPayments; prices: TPlanPrices; apiUrl: string | null } {
  if (payments) return payments;
  const env = ZPaymentsEnvSchema.parse({ ...process.env, STRIPE_SECRET_KEY: secretValue('STRIPE_SECRET_KEY'), STRIPE_WEBHOOK_SECRET: secretValue('STRIPE_WEBHOOK_SECRET') });
  const config = paymentsConfigFromEnv(env);
  payments = { adapter: createStripePayments(config), prices: planPricesFromEnv(ZPlanPricesEnvSchema.parse(process.env)), apiUrl: config.apiUrl ?? null };
  return payments;
}
