import type { TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import { formatNumber } from '../../../lib/format';

type TStats = NonNullable<TPublicProfileResponse['stats']>;

const selfReportedRows = (reported: TStats['selfReported']): [string, string][] => {
  const rows: [string, string | null][] = [
    ['Experience', reported.yearsExperience === null ? null : `${reported.yearsExperience} ${reported.yearsExperience === 1 ? 'year' : 'years'}`],
    ['Transactions', reported.transactionsCompleted === null ? null : formatNumber(reported.transactionsCompleted)],
    ['Satisfaction', reported.clientSatisfactionRate],
    ['Response time', reported.averageResponseTime],
    ['Avg. days on market', reported.averageDaysOnMarket === null ? null : formatNumber(reported.averageDaysOnMarket)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
};

/**
 * Quick Stats: what the marketplace counts itself, then what the agent says of themselves, labelled as
 * such. A figure the agent never entered is left out, never filled with an example.
 */
export function QuickStats({ stats, firstName, headingClass }: { stats: TStats; firstName: string; headingClass: string }) {
  const reported = selfReportedRows(stats.selfReported);
  return (
    <section aria-labelledby="quick-stats-heading" className="space-y-3 border-t border-slate-100 pt-4">
      <h2 id="quick-stats-heading" className={`text-base text-slate-900 ${headingClass}`}>
        Quick Stats
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <StatTile label="Active listings" value={formatNumber(stats.activeListings)} />
        <StatTile label="Open houses held" value={formatNumber(stats.openHousesHeld)} />
      </dl>
      {reported.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Self-reported</h3>
          <p className="text-xs text-slate-600">As stated by {firstName || 'the agent'}; not verified by the marketplace.</p>
          <dl className="grid grid-cols-2 gap-3">
            {reported.map(([label, value]) => (
              <StatTile key={label} label={label} value={value} isSelfReported />
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}

function StatTile({ label, value, isSelfReported }: { label: string; value: string; isSelfReported?: boolean }) {
  return (
    <div className="rounded-lg bg-(--accent-soft) p-3">
      <dt className="text-xs text-slate-600">
        {label}
        {isSelfReported && <span className="sr-only"> (self-reported)</span>}
      </dt>
      <dd className="text-lg font-bold text-(--accent)">{value}</dd>
    </div>
  );
}
