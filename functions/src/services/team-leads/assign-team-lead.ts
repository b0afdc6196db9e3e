import { NOT_A_POOL_MEMBER, TEAM_LEAD_CHANGED, TEAM_LEAD_NOT_FOUND, type TTeamLead } from '@shared/schemas/team-lead.schema';
import { getMembership } from '../../data/brokerage-repository';
import { getTeamLead, moveTeamLead } from '../../data/team-lead-repository';
import { badRequest, conflict, forbidden, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { afterAssignment } from './assignment-effects';
import { presentTeamLeads } from './present-team-leads';
import type { TTeamLeadDeps } from './team-lead-deps';
import { requirePoolTeam, type TTeam } from './team-pool-access';

export const ONLY_BROKER_ASSIGNS = 'Only the broker assigns team leads.';

/** The broker, or an agent the broker approved (read now). */
async function isTeamMember(deps: TTeamLeadDeps, team: TTeam, userId: string): Promise<boolean> {
  if (userId === team.brokerId) return true;
  const membership = await getMembership(deps.db, team.brokerageName, userId);
  return membership?.status === 'approved' && membership.brokerId === team.brokerId;
}

/**
 * The broker gives a lead of the pool to a member, moves it to another, or puts it back in the pool (null).
 * 1. the caller must be the team's broker (403); the lead must be this team's (404); the assignee an approved member or the broker (400)
 * 2. one conditional update from the holder read: a claim or move meanwhile → 409, nothing changes
 * 3. the new holder's instant lead alert and the return schedule
 */
export async function assignTeamLead(deps: TTeamLeadDeps, auth: TUserActor, input: { id: string; assigneeId: string | null }): Promise<TTeamLead> {
  const team = await requirePoolTeam(deps, auth);
  if (!team.isBroker) throw forbidden(ONLY_BROKER_ASSIGNS);
  const lead = await getTeamLead(deps.db, input.id);
  if (!lead || lead.brokerId !== team.brokerId) throw notFound(TEAM_LEAD_NOT_FOUND);
  const { assigneeId } = input;
  if (assigneeId && !(await isTeamMember(deps, team, assigneeId)))
    throw badRequest(NOT_A_POOL_MEMBER, [{ path: 'body.assigneeId', message: NOT_A_POOL_MEMBER }]);
  if (assigneeId === lead.holderId) return (await presentTeamLeads(deps, [lead]))[0]!;
  const now = deps.clock.now().toISOString();
  const move = { action: assigneeId ? ('assigned' as const) : ('returned' as const), at: now, toId: assigneeId, byId: auth.user.id };
  if (!(await moveTeamLead(deps.db, lead, { holderId: lead.holderId, heldSince: lead.heldSince }, move))) throw conflict(TEAM_LEAD_CHANGED);
  if (assigneeId) await afterAssignment(deps, lead, { holderId: assigneeId, heldSince: now }, auth.user.id);
  const moved = { ...lead, holderId: assigneeId, heldSince: assigneeId ? now : null, history: [...lead.history, move] };
  return (await presentTeamLeads(deps, [moved]))[0]!;
}
