import { CalendarDays, Eye, House, Users, type LucideIcon } from 'lucide-react';
import type { TDashboardStats } from '@shared/schemas/dashboard.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { formatNumber } from '../../../lib/format';
import { useDashboardStats } from '../../../lib/api/get-dashboard-stats';

/** What 'Active Open Houses' counts, said wherever it is shown: the map beside it counts this week only. */
const ACTIVE_OPEN_HOUSES_SCOPE = 'upcoming, any date';

/** `scope` says what a count covers where another screen counts the same thing differently (the map: this week). */
const TILES: readonly { key: keyof TDashboardStats; label: string; scope?: string; icon: LucideIcon }[] = [
  { key: 'totalProperties', label: 'Active Listings', icon: House },
  { key: 'totalViews', label: 'Total Views', icon: Eye },
  { key: 'totalLeads', label: 'New Leads', icon: Users },
  { key: 'activeOpenHouses', label: 'Active Open Houses', scope: ACTIVE_OPEN_HOUSES_SCOPE, icon: CalendarDays },
];

/** The four counts from GET /api/dashboard/stats; never a made-up number while loading or on error. */
export function StatTiles() {
  const stats = useDashboardStats();
  if (stats.isError) return <ErrorAlert>We could not load your statistics. Please reload the page to try again.</ErrorAlert>;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={stats.isPending}>
      {TILES.map(({ key, label, scope, icon: Icon }) => (
        // dt and dd sit directly in the tile's div (the only wrapper a dl allows); the icon rides in the dd.
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 flex items-center justify-between gap-3">
            <span>
              {stats.data ? (
                <span className="text-3xl font-bold text-slate-900">{formatNumber(stats.data[key])}</span>
              ) : (
                <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200">
                  <span className="sr-only">Loading</span>
                </span>
              )}
              {scope && <span className="block text-xs text-slate-600">{scope}</span>}
            </span>
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
              <Icon className="size-5" />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
