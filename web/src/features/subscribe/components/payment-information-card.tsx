import { CreditCard, Lock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { getBillingQueryOptions } from '../../../lib/api/billing';
import { lazyNamed } from '../../../lib/lazy-named';
import { navigateTo } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useCreateSubscription } from '../api/create-subscription';
import { chargeDate } from '@shared/time/charge-date';
import { checkoutReturnUrl } from '../lib/checkout-return-url';
import type { TSubscriptionPlan } from '../lib/subscription-plans';
import { paymentSetupFailed } from './payment-failed-toast';

const StripePaymentForm = lazyNamed(() => import('./stripe-payment-form'), 'StripePaymentForm');

type TStripePayment = { priceId: string; clientSecret: string; publishableKey: string; intent: 'payment' | 'setup'; firstChargeAt: string | null };

/**
 * The chosen plan and the way to pay for it. During a trial nothing is due now: subscribing keeps the trial,
 * the card is saved (a SetupIntent's secret) and first charged when the trial ends, and the card says so.
 * Otherwise the server answers with the first payment's client secret;
 * locally the card form is the payment stand-in's page (`checkoutUrl`), which sends the browser back here;
 * against Stripe it is the Payment Element, shown in this card with the server's publishable key.
 * Nothing due (a plan change of a paid subscription) goes straight to the account's billing card.
 */
export function PaymentInformationCard({ plan, priceId, trialEnd }: { plan: TSubscriptionPlan; priceId: string | undefined; trialEnd: string | null }) {
  const navigate = useNavigate();
  const subscribe = useCreateSubscription();
  const queryClient = useQueryClient();
  const [isLeaving, setIsLeaving] = useState(false);
  const [stripePayment, setStripePayment] = useState<TStripePayment | null>(null);
  const start = () => {
    if (!priceId) return;
    subscribe.mutate(priceId, {
      onSuccess: ({ clientSecret, checkoutUrl, publishableKey, intent, firstChargeAt }) => {
        if (!clientSecret) {
          // The plan changed in place: the cached billing state is the old plan's.
          void queryClient.invalidateQueries({ queryKey: getBillingQueryOptions().queryKey });
          toast({ title: 'Plan updated', description: `You are now on ${plan.name}.` });
          return void navigate('/account');
        }
        if (checkoutUrl) {
          setIsLeaving(true);
          return navigateTo(`${checkoutUrl}?return_url=${encodeURIComponent(checkoutReturnUrl())}`);
        }
        if (!publishableKey) return paymentSetupFailed();
        setStripePayment({ priceId, clientSecret, publishableKey, intent: intent ?? 'payment', firstChargeAt });
      },
      onError: paymentSetupFailed,
    });
  };
  // A form for another plan's payment is not shown: choosing a plan again starts that plan's payment.
  const payment = stripePayment?.priceId === priceId ? stripePayment : null;
  const firstChargeAt = payment ? (payment.intent === 'setup' ? payment.firstChargeAt : null) : trialEnd;
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
        {firstChargeAt && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            Nothing is due today. Your card will be charged <span className="font-semibold">{plan.price}</span> on{' '}
            <span className="font-semibold">{chargeDate(firstChargeAt)}</span>, when your trial ends.
          </p>
        )}
        {payment ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                Loading payment form…
              </p>
            }
          >
            <StripePaymentForm
              key={payment.clientSecret}
              clientSecret={payment.clientSecret}
              publishableKey={payment.publishableKey}
              intent={payment.intent}
              returnUrl={checkoutReturnUrl()}
              onLoadError={paymentSetupFailed}
            />
          </Suspense>
        ) : (
          <Button type="button" className="w-full" onClick={start} disabled={!priceId || subscribe.isPending || isLeaving}>
            {subscribe.isPending || isLeaving ? 'Preparing payment…' : 'Continue to Payment'}
          </Button>
        )}
        <p className="flex items-start gap-2 text-xs text-slate-600">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          Payments are processed securely by our card payment provider. You can cancel your subscription anytime.
        </p>
      </CardContent>
    </Card>
  );
}
