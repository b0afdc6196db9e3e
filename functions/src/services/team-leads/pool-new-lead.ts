import { getBrokerageWithMemberships } from '../../data/brokerage-repository';
import { getTeamPool, putNewTeamLead } from '../../data/team-lead-repository';
import type { TTeamLeadRecord } from '../../data/team-lead-records';
import { getUserWithProfile } from '../../data/user-repository';
import type { TLeadAlert } from '../notifications/notification-message';
import { afterAssignment } from './assignment-effects';
import type { TTeamLeadDeps } from './team-lead-deps';
import { currentTeamOf, teamHasPool } from './team-pool-access';

/** Leads arriving together each take the next turn: a lost race reads the rules again. */
const MAX_TURN_ATTEMPTS = 5;

/** The member after the last one served, in a stable order (by id); the first again after the last. */
export function nextInTurn(candidates: readonly string[], lastAssignedId: string | null): string | null {
  const sorted = [...candidates].sort();
  return sorted.find((id) => lastAssignedId !== null && id > lastAssignedId) ?? sorted[0] ?? null;
}

/**
 * A new lead of a broker or approved agent enters the team's pool (the notifications worker, on the lead's
 * alert, so the visitor's request reads nothing more). An agent outside a team, or in a team whose broker's plan
 * lacks the pool, keeps the lead to themselves: it never enters any pool.
 * 1. the lead's agent's team as stored now, and the broker's plan
 * 2. with round-robin on: the next available approved member holds it from the start
 * 3. write it once (a redelivered alert finds it and stops), taking the turn only if nobody took it meanwhile;
 *    then the holder's alert and the return schedule
 */
export async function poolNewLead(deps: TTeamLeadDeps, input: { agentId: string; lead: TLeadAlert }): Promise<void> {
  const account = await getUserWithProfile(deps.db, input.agentId);
  const team = account && (await currentTeamOf(deps, account.profile));
  if (!team || !(await teamHasPool(deps, team.brokerId))) return;
  for (let attempt = 1; attempt <= MAX_TURN_ATTEMPTS; attempt++) {
    const [{ rules, available }, { memberships }] = await Promise.all([
      getTeamPool(deps.db, team.brokerId),
      getBrokerageWithMemberships(deps.db, team.brokerageName),
    ]);
    const candidates = memberships.filter((m) => m.status === 'approved' && available.has(m.agentId)).map((m) => m.agentId);
    const holderId = rules?.roundRobin ? nextInTurn(candidates, rules.lastAssignedId) : null;
    const now = deps.clock.now().toISOString();
    const record: TTeamLeadRecord = {
      leadId: input.lead.id,
      brokerId: team.brokerId,
      originAgentId: input.agentId,
      holderId,
      heldSince: holderId ? now : null,
      createdAt: input.lead.createdAt,
      lead: input.lead,
      history: holderId ? [{ action: 'auto-assigned', at: now, toId: holderId, byId: null }] : [],
    };
    const outcome = await putNewTeamLead(deps.db, record, rules?.roundRobin ? { seenLastAssignedId: rules.lastAssignedId, now } : undefined);
    if (outcome === 'turn-taken') continue;
    // The lead's own agent gets the alert of their lead anyway.
    if (outcome === 'written' && holderId) await afterAssignment(deps, record, { holderId, heldSince: now }, input.agentId);
    return;
  }
  throw new Error(`round-robin turn kept changing for lead ${input.lead.id}; the message comes back`);
}
