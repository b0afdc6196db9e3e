import { TriangleAlert } from 'lucide-react';
import { SubscribeNowBanner } from './subscribe-now-banner';

/** Shown while the provider retries a failed payment (past_due): listing goes on, the card needs updating. */
export function PaymentFailedBanner() {
  return (
    <SubscribeNowBanner
      id="payment-failed-heading"
      icon={TriangleAlert}
      tone="warning"
      title="Your last payment failed"
      action={{ to: '/account', label: 'Update Payment Method' }}
    >
      Update your card under Payment Method &amp; Invoices on your account page. You can keep listing while the payment is retried.
    </SubscribeNowBanner>
  );
}
