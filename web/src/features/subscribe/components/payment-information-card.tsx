import { CreditCard, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { TSubscriptionPlan } from '../lib/subscription-plans';

/**
 * Spec: the payment card currently says payment processing is unavailable. Nothing is charged and no
 * checkout is pretended; subscriptions through the card payment provider come later.
 */
export function PaymentInformationCard({ plan }: { plan: TSubscriptionPlan }) {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-brand-700" aria-hidden="true" />
          Payment Information
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">
          Selected plan: <span className="font-semibold text-slate-900">{plan.name}</span> ({plan.price}
          {plan.period})
        </p>
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4">
          <p className="font-semibold text-amber-950">Payment Processing Unavailable</p>
          <p className="mt-1 text-sm text-amber-900">We cannot take payments yet, so no subscription can be started here and nothing will be charged.</p>
        </div>
        <Link to="/dashboard" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          Return to Dashboard
        </Link>
        <p className="flex items-start gap-2 text-xs text-slate-600">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          Payments are processed securely by our card payment provider. You can cancel your subscription anytime.
        </p>
      </CardContent>
    </Card>
  );
}
