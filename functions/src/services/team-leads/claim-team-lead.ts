import { ALREADY_CLAIMED, TEAM_LEAD_NOT_FOUND, type TTeamLead } from '@shared/schemas/team-lead.schema';
import { getTeamLead, moveTeamLead } from '../../data/team-lead-repository';
import { conflict, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { scheduleReturnAfterMove } from './assignment-effects';
import { presentTeamLeads } from './present-team-leads';
import type { TTeamLeadDeps } from './team-lead-deps';
import { requirePoolTeam } from './team-pool-access';

/**
 * A member (or the broker) takes an unassigned lead of their team's pool.
 * 1. the caller's team, as stored now
 * 2. one conditional update: the lead is this team's and nobody holds it; two claims at once get one winner
 * 3. the loser: 409 'This lead was already claimed.'; a lead of no pool of theirs: 404
 * 4. the return schedule, if the broker set one
 */
export async function claimTeamLead(deps: TTeamLeadDeps, auth: TUserActor, input: { id: string }): Promise<TTeamLead> {
  const team = await requirePoolTeam(deps, auth);
  const now = deps.clock.now().toISOString();
  const me = auth.user.id;
  const claimed = await moveTeamLead(
    deps.db,
    { leadId: input.id, brokerId: team.brokerId },
    { holderId: null, heldSince: null },
    { action: 'claimed', at: now, toId: me, byId: me },
  );
  const lead = await getTeamLead(deps.db, input.id);
  if (!lead || lead.brokerId !== team.brokerId) throw notFound(TEAM_LEAD_NOT_FOUND);
  if (!claimed) throw conflict(ALREADY_CLAIMED);
  await scheduleReturnAfterMove(deps, { leadId: lead.leadId, holderId: me, heldSince: now }, team.brokerId);
  const [shown] = await presentTeamLeads(deps, [lead]);
  return shown!;
}
