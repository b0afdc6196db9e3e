import { CreditCard } from 'lucide-react';
import { SubscribeNowBanner } from './subscribe-now-banner';

/** Shown while the subscription is not active: listing creation needs one. */
export function SubscriptionBanner() {
  return (
    <SubscribeNowBanner id="subscription-heading" icon={CreditCard} tone="warning" title="Subscription Required">
      You need an active subscription to create listings.
    </SubscribeNowBanner>
  );
}
