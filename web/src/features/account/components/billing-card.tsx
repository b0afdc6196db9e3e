import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_PLAN_KEY, PLAN_KEYS, PLAN_NAMES, type TPlanKey } from '@shared/constants/plans';
import { isChangeableInPlace, type TBillingResponse, type TBillingSubscription } from '@shared/schemas/billing.schema';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { chargeDate } from '@shared/time/charge-date';
import { priceIdFor, subscribedLine, useBilling, useOpenBillingPortal, useUpdateSubscription, type TSubscriptionChange } from '../../../lib/api/billing';
import { formatMinorUnits } from '../../../lib/format';
import { toast } from '../../../lib/toast';

const STATUS_LABELS: Record<TBillingSubscription['status'], string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Payment expired',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

const amountOf = (subscription: TBillingSubscription) =>
  subscription.amount === null ? null : `${formatMinorUnits(subscription.amount, subscription.currency)}/${subscription.interval ?? 'month'}`;

/** /account, agents and brokers: the plan, its status, the next renewal and amount; change plan, cancel at period end, resume. */
export function BillingCard() {
  const billing = useBilling();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {billing.isPending ? (
          <p className="text-sm text-slate-600">Loading your subscription…</p>
        ) : billing.isError ? (
          <p className="text-sm text-red-800">We could not load your subscription. Please try again later.</p>
        ) : (
          <BillingDetails billing={billing.data} />
        )}
      </CardContent>
    </Card>
  );
}

function BillingDetails({ billing }: { billing: TBillingResponse }) {
  const { subscription } = billing;
  const update = useUpdateSubscription();
  const [plan, setPlan] = useState<TPlanKey>(subscription?.plan ?? DEFAULT_PLAN_KEY);
  if (!subscription || !isChangeableInPlace(subscription)) {
    return (
      <>
        {subscription && <Summary subscription={subscription} />}
        <Link to="/subscribe" className={buttonClasses()}>
          Subscribe Now
        </Link>
      </>
    );
  }
  const run = (change: TSubscriptionChange, done: string) =>
    update.mutate(change, {
      onSuccess: () => toast({ title: done }),
      onError: () => toast({ title: 'Error', description: 'Failed to update your subscription. Please try again.', variant: 'destructive' }),
    });
  const priceId = priceIdFor(billing, plan);
  return (
    <>
      <Summary subscription={subscription} />
      {subscription.status === 'past_due' && (
        <p className="text-sm text-amber-900">
          Your last payment failed. Update your card under Payment Method &amp; Invoices; the payment is retried, and you can keep listing meanwhile.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SelectField
            id="billing-plan"
            label="Plan"
            value={plan}
            options={PLAN_KEYS.map((key) => ({ value: key, label: PLAN_NAMES[key] }))}
            onValueChange={setPlan}
            disabled={update.isPending}
          />
        </div>
        <Button
          variant="outline"
          disabled={update.isPending || !priceId || plan === subscription.plan}
          onClick={() => priceId && run({ priceId }, 'Plan changed')}
        >
          Change Plan
        </Button>
      </div>
      {subscription.cancelAtPeriodEnd ? (
        <Button variant="outline" disabled={update.isPending} onClick={() => run({ cancelAtPeriodEnd: false }, 'Subscription resumed')}>
          {update.isPending ? 'Saving…' : 'Resume Subscription'}
        </Button>
      ) : (
        <Button variant="outline" disabled={update.isPending} onClick={() => run({ cancelAtPeriodEnd: true }, 'Subscription will end at the period end')}>
          {update.isPending ? 'Saving…' : 'Cancel at Period End'}
        </Button>
      )}
      {billing.hasPaymentAccount && <ManageBillingButton />}
    </>
  );
}

/** The provider's own pages for what this card does not do: the card on file and past invoices. */
function ManageBillingButton() {
  const portal = useOpenBillingPortal();
  const isLeaving = portal.isPending || portal.isSuccess;
  return (
    <Button
      variant="ghost"
      disabled={isLeaving}
      onClick={() =>
        portal.mutate(undefined, {
          onError: () => toast({ title: 'Error', description: 'Could not open the billing portal. Please try again.', variant: 'destructive' }),
        })
      }
    >
      {isLeaving ? 'Opening…' : 'Payment Method & Invoices'}
    </Button>
  );
}

function Summary({ subscription }: { subscription: TBillingSubscription }) {
  const amount = amountOf(subscription);
  // A trial that has run out without a plan (one kept here while the provider was unreachable stays 'trialing').
  const isTrialOver = subscription.status === 'trialing' && !subscription.allowsListing;
  // Subscribed during the trial: the card is saved and first charged when the trial ends.
  const isFirstChargeAhead = subscription.status === 'trialing' && subscription.hasPaymentMethod && !isTrialOver;
  const subscribed = subscribedLine(subscription);
  return (
    <>
      {subscribed && <p className="font-semibold text-slate-900">{subscribed}</p>}
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-slate-600">Plan</dt>
          <dd className="font-medium text-slate-900">{subscription.plan ? PLAN_NAMES[subscription.plan] : 'Complimentary'}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-slate-600">Status</dt>
          <dd>
            <Badge tone={subscription.allowsListing && subscription.status !== 'past_due' ? 'success' : 'warning'}>
              {isTrialOver ? 'Trial ended' : STATUS_LABELS[subscription.status]}
            </Badge>
          </dd>
        </div>
        {subscription.currentPeriodEnd && (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-slate-600">
              {isTrialOver
                ? 'Trial ended'
                : subscription.cancelAtPeriodEnd
                  ? subscription.status === 'trialing'
                    ? 'Trial ends'
                    : 'Active until'
                  : isFirstChargeAhead
                    ? 'Trial ends, first charge'
                    : subscription.status === 'trialing'
                      ? 'Trial ends'
                      : 'Next renewal'}
            </dt>
            <dd className="text-slate-900">
              {chargeDate(subscription.currentPeriodEnd)}
              {amount && !subscription.cancelAtPeriodEnd && (subscription.status !== 'trialing' || isFirstChargeAhead) ? ` · ${amount}` : ''}
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
