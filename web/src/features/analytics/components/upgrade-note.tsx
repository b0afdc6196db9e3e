import { Sparkles } from 'lucide-react';
import { capabilityRequiredMessage } from '@shared/constants/plan-capabilities';
import { TextLink } from '../../../components/ui/text-link';

/** Basic analytics (the last 30 days) says what advanced analytics adds, and where to get it. */
export function AnalyticsUpgradeNote() {
  return (
    <aside aria-labelledby="analytics-upgrade-title" className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 space-y-1 text-sm text-slate-700">
        <h2 id="analytics-upgrade-title" className="font-semibold text-slate-900">
          Your plan shows the last 30 days
        </h2>
        <p>
          Advanced analytics adds any date range up to two years, comparison with the previous period, leads by source, the conversion funnel, every listing
          side by side and CSV export. {capabilityRequiredMessage('advanced-analytics')}
        </p>
        <p>
          <TextLink to="/subscribe">See plans</TextLink>
        </p>
      </div>
    </aside>
  );
}
