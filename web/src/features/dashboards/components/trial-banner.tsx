import { CircleCheck, Sparkles } from 'lucide-react';
import { subscribedLine, useBilling } from '../../../lib/api/billing';
import { useNow } from '../../../lib/use-now';
import { SubscribeNowBanner } from './subscribe-now-banner';

const DAY_MS = 86_400_000;

/** While the free trial runs: how many days are left and the way to a plan, or, once a card is saved for its end, the plan chosen. */
export function TrialBanner() {
  const { data } = useBilling();
  const now = useNow();
  const subscription = data?.subscription;
  const trialEnd = subscription?.status === 'trialing' ? subscription.trialEnd : null;
  if (!trialEnd) return null;
  const subscribed = subscribedLine(subscription);
  if (subscribed) {
    return (
      <SubscribeNowBanner id="trial-heading" icon={CircleCheck} tone="brand" title={subscribed} action={{ to: '/subscribe', label: 'Change Plan' }}>
        Your card is saved; nothing is charged before your trial ends.
      </SubscribeNowBanner>
    );
  }
  const daysLeft = Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / DAY_MS));
  return (
    <SubscribeNowBanner id="trial-heading" icon={Sparkles} tone="brand" title={`Free trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`}>
      You can list homes during your trial. Choose a plan to keep listing after it ends.
    </SubscribeNowBanner>
  );
}
