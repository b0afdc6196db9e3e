import type { TPayments } from '../../adapters/payments/payments';
import type { TPlanPrices } from '../../adapters/payments/payments-config';
import type { TDeps } from '../deps';

/** What subscription services need besides the table and the clock: the payments adapter and the plans' prices. */
export type TBillingDeps = TDeps & { payments: TPayments; prices: TPlanPrices; paymentsApiUrl: string | null };
