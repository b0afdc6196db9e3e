import { useState } from 'react';
import { LoginRequired } from '../../../components/login-required';
import { PageTitle } from '../../../components/ui/page-title';
import { DEFAULT_PLAN_ID, SUBSCRIPTION_PLANS } from '../lib/subscription-plans';
import { PaymentInformationCard } from './payment-information-card';
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
  const [planId, setPlanId] = useState(DEFAULT_PLAN_ID);
  const plan = SUBSCRIPTION_PLANS.find((p) => p.id === planId) ?? SUBSCRIPTION_PLANS[0];
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">An active subscription lets you publish listings. Pick the plan that fits your business.</p>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PlanPicker value={planId} onChange={setPlanId} />
        </div>
        {plan && <PaymentInformationCard plan={plan} />}
      </div>
    </div>
  );
}
