import { getAccountRecords } from '../../data/profile-repository';
import { getTeamLead } from '../../data/team-lead-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { currentTeamOf } from './team-pool-access';

/** Whether the caller holds this lead of their team's pool now (still a member of that team). */
export async function holdsTeamLead(deps: TDeps, auth: TUserActor, leadId: string): Promise<boolean> {
  const [lead, account] = await Promise.all([getTeamLead(deps.db, leadId), getAccountRecords(deps.db, auth.user.id)]);
  if (!lead || lead.holderId !== auth.user.id || !account) return false;
  return (await currentTeamOf(deps, account.profile))?.brokerId === lead.brokerId;
}
