import { useState } from 'react';
import { PLAN_PRICES, type TPlanKey } from '@shared/constants/plans';
import type { TBillingResponse, TBillingSubscription } from '@shared/schemas/billing.schema';
import { chargeDate } from '@shared/time/charge-date';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { priceIdFor, subscribedLine, useUpdateSubscription } from '../../../lib/api/billing';
import { toast } from '../../../lib/toast';
import { SUBSCRIPTION_PLANS } from '../lib/subscription-plans';
import { PlanPicker } from './plan-picker';

/** What switching from `current` to `next` costs, as Stripe bills it (prorated; a new interval starts a new period now). */
function switchNote(subscription: TBillingSubscription, current: TPlanKey, next: TPlanKey): string {
  const firstCharge = subscription.trialEnd ?? subscription.currentPeriodEnd;
  if (subscription.status === 'trialing')
    return `Nothing is due today: your card is charged the new plan's price on ${firstCharge ? chargeDate(firstCharge) : 'the day your trial ends'}, when your trial ends.`;
  if (PLAN_PRICES[current].interval === PLAN_PRICES[next].interval)
    return 'Prorated: the difference for the rest of this billing period is added to your next invoice.';
  return 'A new billing period starts today: the new plan is charged now, less the unused part of this one.';
}

/**
 * /subscribe once the agent is subscribed (a card saved during the trial, or a paid plan): the plan they are on,
 * and a switch to another through Stripe's subscription update (PATCH /api/billing/subscription), never a second
 * checkout. A switch the server refuses says why.
 */
export function PlanChange({ billing, subscription, current }: { billing: TBillingResponse; subscription: TBillingSubscription; current: TPlanKey }) {
  const [planId, setPlanId] = useState<TPlanKey>(current);
  const update = useUpdateSubscription();
  const plan = SUBSCRIPTION_PLANS.find((p) => p.id === planId) ?? SUBSCRIPTION_PLANS[0]!;
  const priceId = priceIdFor(billing, planId);
  const isCurrent = planId === current;
  const change = () => {
    if (!priceId) return;
    update.mutate(
      { priceId },
      {
        onSuccess: () => toast({ title: 'Plan changed', description: `You are now on ${plan.name}.` }),
        onError: (error) =>
          toast({
            title: 'Plan not changed',
            description: (error instanceof ApiError && error.serverMessage) || 'Failed to update your subscription. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="current-plan-heading" className="rounded-xl border border-green-200 bg-green-50 p-5">
        <h2 id="current-plan-heading" className="font-semibold text-slate-900">
          {subscribedLine(subscription) ?? `Your plan: ${SUBSCRIPTION_PLANS.find((p) => p.id === current)?.name ?? current}`}
        </h2>
        <p className="text-sm text-slate-700">To switch, choose another plan below.</p>
      </section>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PlanPicker value={planId} onChange={setPlanId} />
        </div>
        <Card className="self-start">
          <CardHeader>
            <CardTitle>Change Plan</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm text-slate-700">
              Selected plan: <span className="font-semibold text-slate-900">{plan.name}</span> ({plan.price}
              {plan.period})
            </p>
            {!isCurrent && <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">{switchNote(subscription, current, planId)}</p>}
            <Button type="button" className="w-full" onClick={change} disabled={isCurrent || !priceId || update.isPending}>
              {isCurrent ? 'Your current plan' : update.isPending ? 'Switching…' : `Switch to ${plan.name}`}
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
