import { getPayments } from '../../adapters/payments/get-payments';
import { getDeps } from '../../deps';
import type { TBillingDeps } from '../../services/subscriptions/billing-deps';

/** The production dependencies plus the payments adapter and the plans' prices. */
export function getBillingDeps(): TBillingDeps {
  const { adapter, prices, apiUrl, publishableKey } = getPayments();
  return { ...getDeps(), payments: adapter, prices, paymentsApiUrl: apiUrl, paymentsPublishableKey: publishableKey };
}
