import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_PLAN_KEY } from '@shared/constants/plans';
import { isProRole } from '@shared/constants/roles';
import { isChangeableInPlace, type TBillingSubscription } from '@shared/schemas/billing.schema';
import { LoginRequired } from '../../../components/login-required';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageTitle } from '../../../components/ui/page-title';
import { priceIdFor, useBilling } from '../../../lib/api/billing';
import { planOfParam } from '../../../lib/plan-param';
import { useSession } from '../../../lib/use-session';
import { SUBSCRIPTION_PLANS } from '../lib/subscription-plans';
import { CheckoutReturn } from './checkout-return';
import { PaymentInformationCard } from './payment-information-card';
import { PlanChange } from './plan-change';
import { PlanPicker } from './plan-picker';

const TITLE = 'Subscribe';

/** /subscribe: signed in only (spec §8: signed out → 'Unauthorized' / '… to subscribe.' then login). */
export function SubscribeScreen() {
  return (
    <LoginRequired signedOutMessage="You need to be logged in to subscribe.">
      <Subscribe />
    </LoginRequired>
  );
}

function Subscribe() {
  const session = useSession();
  const [params] = useSearchParams();
  const isPro = session.user ? isProRole(session.user.profile.role) : false;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">An active subscription lets you publish listings. Pick the plan that fits your business.</p>
      </div>
      {!isPro ? (
        <ForProfessionals />
      ) : params.get('checkout') === 'return' ? (
        <CheckoutReturn redirectStatus={params.get('redirect_status')} isCardSetup={params.has('setup_intent')} />
      ) : (
        <PlanChoice />
      )}
    </div>
  );
}

function PlanChoice() {
  const [params] = useSearchParams();
  const [planId, setPlanId] = useState(planOfParam(params.get('plan')) ?? DEFAULT_PLAN_KEY);
  const billing = useBilling();
  const subscription = billing.data?.subscription;
  if (billing.data && subscription?.plan && subscription.allowsListing && isChangeableInPlace(subscription)) {
    return <PlanChange billing={billing.data} subscription={subscription} current={subscription.plan} />;
  }
  const plan = SUBSCRIPTION_PLANS.find((p) => p.id === planId) ?? SUBSCRIPTION_PLANS[0];
  const priceId = priceIdFor(billing.data, planId);
  const trialEnd = runningTrialEnd(billing.data?.subscription ?? null);
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <PlanPicker value={planId} onChange={setPlanId} />
      </div>
      {plan && <PaymentInformationCard plan={plan} priceId={priceId} trialEnd={trialEnd} />}
    </div>
  );
}

/** The end of a trial still running: subscribing now keeps it, and the card is first charged then. */
function runningTrialEnd(subscription: TBillingSubscription | null): string | null {
  if (subscription?.status !== 'trialing' || !subscription.allowsListing || !subscription.trialEnd) return null;
  return new Date(subscription.trialEnd).getTime() > Date.now() ? subscription.trialEnd : null;
}

function ForProfessionals() {
  return (
    <Card>
      <CardContent className="space-y-4 py-6">
        <p className="font-semibold text-slate-900">Plans are for real estate professionals.</p>
        <p className="text-sm text-slate-700">
          Subscriptions let agents and brokers publish listings. As a buyer you can browse, save and ask about homes for free.
        </p>
        <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
          Return to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
