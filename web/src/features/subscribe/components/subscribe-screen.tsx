import { useEffect, useRef, useState } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/ui/page-title';
import { handleLoggedOut } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { DEFAULT_PLAN_ID, SUBSCRIPTION_PLANS } from '../lib/subscription-plans';
import { PaymentInformationCard } from './payment-information-card';
import { PlanPicker } from './plan-picker';

const TITLE = 'Subscribe';

/** /subscribe: signed in only (spec §8: signed out → 'Unauthorized' / '… to subscribe.' then login). */
export function SubscribeScreen() {
  const session = useSession();
  const hasRedirected = useRef(false);
  const isSignedOut = session.status === 'signed-out';

  useEffect(() => {
    if (!isSignedOut || hasRedirected.current) return;
    hasRedirected.current = true;
    handleLoggedOut('You need to be logged in to subscribe.');
  }, [isSignedOut]);

  if (session.status === 'loading') return <PageSpinner />;
  if (isSignedOut) return <PageSpinner label="Redirecting to login…" />;
  return <Subscribe />;
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
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PlanPicker value={planId} onChange={setPlanId} />
        </div>
        {plan && <PaymentInformationCard plan={plan} />}
      </div>
    </div>
  );
}
