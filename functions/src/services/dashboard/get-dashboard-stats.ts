import type { TDashboardStats } from '@shared/schemas/dashboard.schema';
import { countUpcomingOpenHousesOfAgent, getAgentStats } from '../../data/agent-stats-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

/** The agent home tiles: exact counters for the caller's own listings, and their open houses not yet over. */
export async function getDashboardStats(deps: TDeps, auth: TUserActor): Promise<TDashboardStats> {
  const [stats, activeOpenHouses] = await Promise.all([
    getAgentStats(deps.db, auth.user.id),
    countUpcomingOpenHousesOfAgent(deps.db, auth.user.id, deps.clock.now()),
  ]);
  return { totalProperties: stats.activeListings, totalViews: stats.totalViews, totalLeads: stats.totalLeads, activeOpenHouses };
}
