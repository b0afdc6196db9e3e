import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { paymentDeclined } from './payment-declined-toast';

/**
 * The card fields and the pay button; during a trial (a SetupIntent's secret) the card is saved with
 * confirmSetup instead, to be charged when the trial ends. On success Stripe sends the browser to the return URL, whose screen
 * waits for the webhook; a promise that settles here carries Stripe's reason, and the button is usable again.
 */
export function PaymentElementForm({ intent, returnUrl, onLoadError }: { intent: 'payment' | 'setup'; returnUrl: string; onLoadError: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [isReady, setIsReady] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setIsConfirming(true);
    try {
      const params = { elements, confirmParams: { return_url: returnUrl } };
      const { error } = intent === 'setup' ? await stripe.confirmSetup(params) : await stripe.confirmPayment(params);
      paymentDeclined(error.message);
    } catch {
      paymentDeclined(undefined);
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void pay(event)}>
      {!isReady && (
        <p role="status" className="text-sm text-slate-600">
          Loading payment form…
        </p>
      )}
      <PaymentElement onReady={() => setIsReady(true)} onLoadError={onLoadError} />
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !isReady || isConfirming}>
        {isConfirming ? 'Processing…' : intent === 'setup' ? 'Save card' : 'Subscribe'}
      </Button>
    </form>
  );
}
