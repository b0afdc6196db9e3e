import { CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';

/** Shown while the subscription is not active: listing creation needs one. */
export function SubscriptionBanner() {
  return (
    <section aria-labelledby="subscription-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5">
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 id="subscription-heading" className="font-semibold text-amber-950">
            Subscription Required
          </h2>
          <p className="text-sm text-amber-900">You need an active subscription to create listings.</p>
        </div>
      </div>
      <Link to="/subscribe" className={buttonClasses()}>
        Subscribe Now
      </Link>
    </section>
  );
}
