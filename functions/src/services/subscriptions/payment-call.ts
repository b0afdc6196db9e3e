import { PaymentProviderError } from '../../adapters/payments/payments';
import { AppError } from '../../platform/app-error';
import { logger } from '../../platform/logger';

/** A call to the payment provider: its refusals keep their message (fit to show); an outage becomes a plain 502. */
export async function paymentCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR', error.message);
    logger.error('payment provider call failed', { error: (error as Error).message });
    throw new AppError('PAYMENT_PROVIDER_ERROR', 'The payment provider could not be reached. Please try again.');
  }
}
