import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { OpenHouseMapCard } from '../../../components/open-house-map/open-house-map-card';
import { buttonClasses } from '../../../components/ui/button';
import { useDashboardStats } from '../../../lib/api/get-dashboard-stats';
import { formatNumber } from '../../../lib/format';
import { ACTIVE_OPEN_HOUSES_SCOPE } from './stat-tiles';

/** The agent's own open houses on the map (agent mode), with the real 'Active Open Houses' count. */
export function AgentOpenHousesCard() {
  return (
    <OpenHouseMapCard
      className="lg:col-span-2"
      source={{ mode: 'agent' }}
      title="Your Open Houses"
      description="Your scheduled open houses and where they are."
      aside={<ActiveOpenHousesCount />}
      emptyState={{
        title: 'You have no open houses yet.',
        description: 'Open houses you schedule will be listed here and pinned on your map.',
        action: (
          <Link to="/create-open-house" className={buttonClasses({ className: 'mt-2' })}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Create Open House
          </Link>
        ),
      }}
    />
  );
}

/**
 * GET /api/dashboard/stats activeOpenHouses: never a made-up number (the spec's fixed 5 is not used). It says
 * what it counts, as the home tile does, since the map beside it counts this week's.
 */
function ActiveOpenHousesCount() {
  const stats = useDashboardStats();
  return (
    <dl className="rounded-lg bg-brand-50 px-4 py-2 text-center">
      <dt className="text-xs font-medium text-brand-800">Active Open Houses</dt>
      <dd className="text-2xl font-bold text-brand-900">
        {stats.data ? <span>{formatNumber(stats.data.activeOpenHouses)}</span> : stats.isError ? <span className="text-sm font-normal">Unavailable</span> : <span className="text-sm font-normal">Loading…</span>}
        <span className="block text-xs font-normal text-brand-800">{ACTIVE_OPEN_HOUSES_SCOPE}</span>
      </dd>
    </dl>
  );
}
