import { getTeamLead } from '../../data/team-lead-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { currentTeamOf, teamHasPool } from './team-pool-access';
import { getAccountRecords } from '../../data/profile-repository';

/**
 * Whether the caller holds this lead of their team's pool now: still a member of that team, and its broker's plan
 * still has the pool (as every pool route asks, team-pool-access.ts).
 */
export async function holdsTeamLead(deps: TDeps, auth: TUserActor, leadId: string): Promise<boolean> {
  const [lead, account] = await Promise.all([getTeamLead(deps.db, leadId), getAccountRecords(deps.db, auth.user.id)]);
  if (!lead || lead.holderId !== auth.user.id || !account) return false;
  if ((await currentTeamOf(deps, account.profile))?.brokerId !== lead.brokerId) return false;
  return teamHasPool(deps, lead.brokerId);
}
