import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import type { TBillingSubscription } from '@shared/schemas/billing.schema';
import { useBilling } from '../../../lib/api/billing';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/api/get-current-user';
import { formatMinorUnits } from '../../../lib/format';
import { chargeDate } from '@shared/time/charge-date';

const POLL_MS = 1000;

const amountOf = ({ amount, currency }: TBillingSubscription) => (amount === null ? null : formatMinorUnits(amount, currency));

/**
 * Back from the card form. The payment provider's webhook may land a moment after the browser, so the
 * billing state is polled until the subscription is active, or (subscribed during the trial) trialing with
 * the card saved; the redirect's own status is not trusted.
 */
export function CheckoutReturn({ redirectStatus, isCardSetup }: { redirectStatus: string | null; isCardSetup: boolean }) {
  const queryClient = useQueryClient();
  const isPaid = redirectStatus === 'succeeded';
  const billing = useBilling({ pollMs: isPaid ? POLL_MS : false });
  const subscription = billing.data?.subscription ?? null;
  const isTrialCardSaved = subscription?.status === 'trialing' && subscription.hasPaymentMethod;
  const isActive = subscription?.status === 'active' || isTrialCardSaved;
  useEffect(() => {
    if (isActive) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [isActive, queryClient]);

  if (!isPaid) {
    return (
      <Card>
        <CardContent className="space-y-4 py-6">
          <p className="font-semibold text-slate-900">No payment was made.</p>
          <Link to="/subscribe" className={buttonClasses({ variant: 'outline' })}>
            Choose a plan
          </Link>
        </CardContent>
      </Card>
    );
  }
  if (!isActive) {
    return (
      <Card>
        <CardContent className="flex items-center gap-3 py-6" role="status" aria-live="polite">
          <LoaderCircle className="size-5 animate-spin text-brand-700" aria-hidden="true" />
          <p className="text-slate-800">{isCardSetup ? 'Saving your card…' : 'Confirming your payment…'}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="space-y-4 py-6" role="status">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />
          {isTrialCardSaved ? 'Your card is saved.' : 'Your subscription is active.'}
        </p>
        {isTrialCardSaved && subscription.trialEnd && (
          <p className="text-sm text-slate-700">
            Your trial continues. Your card will be charged {amountOf(subscription) ?? 'the plan price'} on {chargeDate(subscription.trialEnd)}, when your trial
            ends.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to="/create-listing" className={buttonClasses()}>
            New Listing
          </Link>
          <Link to="/account" className={buttonClasses({ variant: 'outline' })}>
            View billing
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
