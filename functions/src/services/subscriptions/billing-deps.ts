import type { TPayments } from '../../adapters/payments/payments';
import type { TPlanPrices } from '../../adapters/payments/payments-config';
import type { TDeps } from '../deps';

/**
 * What subscription services need besides the table and the clock: the payments adapter, the plans' prices,
 * the local stand-in's URL (null against Stripe) and the publishable key the browser's Payment Element uses.
 */
export type TBillingDeps = TDeps & { payments: TPayments; prices: TPlanPrices; paymentsApiUrl: string | null; paymentsPublishableKey: string };
