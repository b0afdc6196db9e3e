import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { useBilling } from '../../../lib/api/billing';
import { useNow } from '../../../lib/use-now';

const DAY_MS = 86_400_000;

/** While the free trial runs: how many days are left, and the way to a paid plan. */
export function TrialBanner() {
  const { data } = useBilling();
  const now = useNow();
  const trialEnd = data?.subscription?.status === 'trialing' ? data.subscription.trialEnd : null;
  if (!trialEnd) return null;
  const daysLeft = Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / DAY_MS));
  return (
    <section aria-labelledby="trial-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-800" aria-hidden="true" />
        <div>
          <h2 id="trial-heading" className="font-semibold text-slate-900">
            Free trial: {daysLeft} {daysLeft === 1 ? 'day' : 'days'} left
          </h2>
          <p className="text-sm text-slate-700">You can list homes during your trial. Choose a plan to keep listing after it ends.</p>
        </div>
      </div>
      <Link to="/subscribe" className={buttonClasses()}>
        Subscribe Now
      </Link>
    </section>
  );
}
