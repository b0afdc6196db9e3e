import { getTeamLead } from '../../data/team-lead-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { poolTeamOf } from './team-pool-access';

/** Whether the caller holds this lead of their team's pool now: the pool they may use now (poolTeamOf) is the lead's. */
export async function holdsTeamLead(deps: TDeps, auth: TUserActor, leadId: string): Promise<boolean> {
  const [lead, team] = await Promise.all([getTeamLead(deps.db, leadId), poolTeamOf(deps, auth.user.id)]);
  if (!lead || lead.holderId !== auth.user.id) return false;
  return typeof team === 'object' && team.brokerId === lead.brokerId;
}
