import { Download } from 'lucide-react';
import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import { buttonClasses } from '../../../components/ui/button';
import { rangeLabel } from './analytics-format';
import { ComparisonTiles } from './comparison-tiles';
import { FunnelCard } from './funnel-card';
import { LeadSourcesCard } from './lead-sources-card';
import { ListingComparison } from './listing-comparison';

/** Advanced analytics: the range against the previous period, sources, funnel, listings side by side, and the CSV. */
export function AdvancedReport({ report, exportHref }: { report: TAdvancedAnalyticsResponse; exportHref: string }) {
  return (
    <section aria-labelledby="advanced-analytics-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="advanced-analytics-title" className="text-xl font-bold text-slate-900">
            Compared with the previous period
          </h2>
          <p className="text-sm text-slate-600">
            All listings, {rangeLabel(report.from, report.to)}, against {rangeLabel(report.previous.from, report.previous.to)}.
          </p>
        </div>
        <a href={exportHref} download={`analytics-${report.from}-to-${report.to}.csv`} className={buttonClasses({ variant: 'outline' })}>
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </a>
      </div>
      <ComparisonTiles totals={report.totals} />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <LeadSourcesCard sources={report.sources} />
        <FunnelCard funnel={report.funnel} />
      </div>
      <ListingComparison listings={report.listings} isTeam={report.scope === 'team'} />
    </section>
  );
}
