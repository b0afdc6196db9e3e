import { Sparkles } from 'lucide-react';
import { useBilling } from '../../../lib/api/billing';
import { useNow } from '../../../lib/use-now';
import { SubscribeNowBanner } from './subscribe-now-banner';

const DAY_MS = 86_400_000;

/** While the free trial runs: how many days are left, and the way to a paid plan. */
export function TrialBanner() {
  const { data } = useBilling();
  const now = useNow();
  const trialEnd = data?.subscription?.status === 'trialing' ? data.subscription.trialEnd : null;
  if (!trialEnd) return null;
  const daysLeft = Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / DAY_MS));
  return (
    <SubscribeNowBanner id="trial-heading" icon={Sparkles} tone="brand" title={`Free trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`}>
      You can list homes during your trial. Choose a plan to keep listing after it ends.
    </SubscribeNowBanner>
  );
}
