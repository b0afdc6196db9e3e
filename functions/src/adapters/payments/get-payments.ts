import { secretValue } from '../../platform/secret-values';
import type { TPayments } from './payments';
import {
  ZPaymentsEnvSchema,
  ZPlanPricesEnvSchema,
  ZPublishableKeyEnvSchema,
  paymentsConfigFromEnv,
  planPricesFromEnv,
  type TPlanPrices,
} from './payments-config';
import { createStripePayments } from './stripe-payments';

type TPaymentsSetup = { adapter: TPayments; prices: TPlanPrices; apiUrl: string | null; publishableKey: string };

let payments: TPaymentsSetup | undefined;

/**
 * The payments adapter, plan prices and publishable key, built once per container from the environment. The two secrets
 * come through secretValue: set directly locally, loaded from Secrets Manager in the cloud.
 */
export function getPayments(): TPaymentsSetup {
  if (payments) return payments;
  const env = ZPaymentsEnvSchema.parse({
    ...process.env,
    STRIPE_SECRET_KEY: secretValue('STRIPE_SECRET_KEY'),
    STRIPE_WEBHOOK_SECRET: secretValue('STRIPE_WEBHOOK_SECRET'),
  });
  const config = paymentsConfigFromEnv(env);
  payments = {
    adapter: createStripePayments(config),
    prices: planPricesFromEnv(ZPlanPricesEnvSchema.parse(process.env)),
    apiUrl: config.apiUrl ?? null,
    publishableKey: ZPublishableKeyEnvSchema.parse(process.env).STRIPE_PUBLISHABLE_KEY,
  };
  return payments;
}
