import { Elements } from '@stripe/react-stripe-js';
import { useMemo, useState } from 'react';
import { loadStripeOnce } from '../lib/load-stripe';
import { PaymentElementForm } from './payment-element-form';

export type TStripePaymentFormProps = {
  clientSecret: string;
  publishableKey: string;
  /** 'setup' saves the card for the trial's end (confirmSetup); 'payment' pays now (confirmPayment). */
  intent: 'payment' | 'setup';
  /** Where Stripe sends the browser once the payment is confirmed. */
  returnUrl: string;
  /** Stripe.js or the Payment Element could not be loaded. */
  onLoadError: () => void;
};

/**
 * Stripe's Payment Element for the first payment's client secret (the cloud's card form). Loaded lazily
 * with Stripe.js, so no other screen carries either; it takes what it shares with the subscribe screen as
 * props, so the screen's own chunk stays as it was.
 */
export function StripePaymentForm({ clientSecret, publishableKey, intent, returnUrl, onLoadError }: TStripePaymentFormProps) {
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const stripe = useMemo(
    () =>
      loadStripeOnce(publishableKey).catch(() => {
        setHasLoadFailed(true);
        onLoadError();
        return null;
      }),
    [publishableKey, onLoadError],
  );
  if (hasLoadFailed) return <p className="text-sm text-red-700">The card form could not be loaded. Please reload the page and try again.</p>;
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PaymentElementForm intent={intent} returnUrl={returnUrl} onLoadError={onLoadError} />
    </Elements>
  );
}
