import { ChartLine } from 'lucide-react';
import { useState } from 'react';
import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import type { TAnalyticsResponse } from '@shared/schemas/analytics.schema';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { analyticsExportHref, useAdvancedAnalytics } from '../api/get-advanced-analytics';
import { useAnalytics } from '../api/get-analytics';
import { AdvancedReport } from './advanced-report';
import { ActivityChart, ActivityTable, activitySummary } from './activity-chart';
import { AnalyticsFilters, DEFAULT_FILTERS, toAnalyticsQuery, type TAnalyticsFilterState } from './analytics-filters';
import { dayZonesNote, rangeLabel } from './analytics-format';
import { ListingsBreakdown, TeamBreakdown } from './breakdown-tables';
import { ChartPanel } from './chart-panel';
import { ConversionCard, LeadStatusNow } from './conversion-card';
import { LeadStatusChart, LeadStatusTable, leadStatusSummary } from './lead-status-chart';
import { TotalsTiles } from './totals-tiles';
import { AnalyticsUpgradeNote } from './upgrade-note';

const hasActivity = (analytics: TAnalyticsResponse) => Object.values(analytics.totals).some((count) => count > 0) || analytics.listings.length > 0;
const hasAnyActivity = (report: TAdvancedAnalyticsResponse) =>
  [report.totals.current, report.totals.previous].some((totals) => Object.values(totals).some((count) => count > 0)) || report.listings.length > 0;
const isPlanRefusal = (error: unknown) => error instanceof ApiError && error.status === 403;

/** /analytics: an agent's (or a broker's team's) views, saves, inquiries, sign-ins and leads over time. */
export function AnalyticsScreen({ user }: { user: TCurrentUser }) {
  const [filters, setFilters] = useState<TAnalyticsFilterState>(DEFAULT_FILTERS);
  const settled = useDebouncedValue(filters, 300);
  const query = toAnalyticsQuery(settled);
  const analytics = useAnalytics(query);
  // The listing choices: the same range for all listings (the very same query while no listing is chosen).
  const allListings = useAnalytics({ ...query, listingId: undefined });
  const isTeam = user.profile.role === 'BROKER';
  // Advanced analytics (dates, comparison, sources, funnel, CSV) once the basic answer says the plan has it. The
  // last answer's word is kept while a range is refused (a 400 has no data), so the dates stay there to fix it.
  const [hasAdvanced, setHasAdvanced] = useState(false);
  const answeredAdvanced = analytics.data?.advancedAnalytics;
  if (answeredAdvanced !== undefined && answeredAdvanced !== hasAdvanced) setHasAdvanced(answeredAdvanced);
  const range = { from: query.from, to: query.to };
  const advanced = useAdvancedAnalytics(range, hasAdvanced);

  if (user.profile.role === 'BUYER') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title="Analytics" />
        <ErrorAlert>Analytics are for agents and brokers.</ErrorAlert>
      </div>
    );
  }

  const data = analytics.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageTitle title="Analytics" />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Analytics</h1>
        <p className="text-sm text-slate-600">
          {isTeam
            ? 'Views, saves, inquiries and open-house sign-ins of your team’s listings, and where the leads stand.'
            : 'Views, saves, inquiries and open-house sign-ins of your listings, and where your leads stand.'}
          {data && ` ${rangeLabel(data.from, data.to)}.`}
          {data && dayZonesNote(data.timeZones) && ` ${dayZonesNote(data.timeZones)}`}
        </p>
      </div>
      <AnalyticsFilters filters={filters} shown={data ?? null} listings={allListings.data?.listings ?? []} canPickDates={hasAdvanced} onChange={setFilters} />
      {((data && !hasAdvanced) || isPlanRefusal(analytics.error) || isPlanRefusal(advanced.error)) && <AnalyticsUpgradeNote />}
      {analytics.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading analytics…
        </p>
      ) : analytics.isError ? (
        analytics.error instanceof ApiError && (analytics.error.status === 400 || analytics.error.status === 403) ? (
          <ErrorAlert>{analytics.error.body?.errors?.[0]?.message ?? analytics.error.serverMessage ?? 'Check the dates.'}</ErrorAlert>
        ) : (
          <LoadFailedAlert what="your analytics" onRetry={() => void analytics.refetch()} />
        )
      ) : !hasActivity(analytics.data) ? (
        <EmptyState icon={ChartLine} title="No activity yet">
          Views, saves, inquiries and open-house sign-ins of {isTeam ? 'your team’s' : 'your'} listings appear here as they happen.
          {hasAdvanced && ' Try a longer date range.'}
        </EmptyState>
      ) : (
        <AnalyticsReport analytics={analytics.data} />
      )}
      {hasAdvanced &&
        // A refused range is already said above, beside the dates; retrying it cannot help.
        (advanced.isError && !isPlanRefusal(advanced.error) && !isBadRange(advanced.error) ? (
          <LoadFailedAlert what="the comparison with the previous period" onRetry={() => void advanced.refetch()} />
        ) : advanced.data && hasAnyActivity(advanced.data) ? (
          <AdvancedReport report={advanced.data} exportHref={analyticsExportHref(range)} />
        ) : null)}
    </div>
  );
}

const isBadRange = (error: unknown) => error instanceof ApiError && error.status === 400;

function AnalyticsReport({ analytics }: { analytics: TAnalyticsResponse }) {
  return (
    <div className="space-y-6">
      <TotalsTiles totals={analytics.totals} />
      <ChartPanel
        title="Activity over time"
        summary={activitySummary(analytics)}
        chart={<ActivityChart analytics={analytics} />}
        table={<ActivityTable analytics={analytics} />}
      />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <ChartPanel
          title="Leads by status"
          summary={leadStatusSummary(analytics)}
          chart={<LeadStatusChart analytics={analytics} />}
          table={<LeadStatusTable analytics={analytics} />}
        />
        <div className="space-y-6">
          <ConversionCard conversion={analytics.conversion} />
          {analytics.leadStatusNow && <LeadStatusNow counts={analytics.leadStatusNow} />}
        </div>
      </div>
      <ListingsBreakdown listings={analytics.listings} />
      {analytics.scope === 'team' && <TeamBreakdown agents={analytics.agents} />}
    </div>
  );
}
