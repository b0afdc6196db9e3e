import { CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { navigateTo } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useCreateSubscription } from '../api/create-subscription';
import type { TSubscriptionPlan } from '../lib/subscription-plans';

export const CHECKOUT_RETURN_PATH = '/subscribe?checkout=return';

const failed = () => toast({ title: 'Error', description: 'Failed to initialize subscription. Please try again.', variant: 'destructive' });

/**
 * The chosen plan and the way to pay for it. The server answers with the first payment's client secret;
 * locally the card form is the payment stand-in's page (`checkoutUrl`), which sends the browser back here.
 * Nothing due (a plan change of a paid subscription) goes straight to the account's billing card.
 */
export function PaymentInformationCard({ plan, priceId }: { plan: TSubscriptionPlan; priceId: string | undefined }) {
  const navigate = useNavigate();
  const subscribe = useCreateSubscription();
  const [isLeaving, setIsLeaving] = useState(false);
  const start = () => {
    if (!priceId) return;
    subscribe.mutate(priceId, {
      onSuccess: ({ clientSecret, checkoutUrl }) => {
        if (!clientSecret) {
          toast({ title: 'Plan updated', description: `You are now on ${plan.name}.` });
          return void navigate('/account');
        }
        if (!checkoutUrl) return failed();
        setIsLeaving(true);
        navigateTo(`${checkoutUrl}?return_url=${encodeURIComponent(new URL(CHECKOUT_RETURN_PATH, window.location.origin).toString())}`);
      },
      onError: failed,
    });
  };
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
        <Button type="button" className="w-full" onClick={start} disabled={!priceId || subscribe.isPending || isLeaving}>
          {subscribe.isPending || isLeaving ? 'Preparing payment…' : 'Continue to Payment'}
        </Button>
        <p className="flex items-start gap-2 text-xs text-slate-600">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          Payments are processed securely by our card payment provider. You can cancel your subscription anytime.
        </p>
      </CardContent>
    </Card>
  );
}
