import type { TTeamLeadRules, TTeamPoolSettings, TTeamPoolStanding } from '@shared/schemas/team-lead.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { getBrokerageWithMemberships } from '../../data/brokerage-repository';
import { getTeamPool, saveTeamPoolAvailability, saveTeamPoolRules } from '../../data/team-lead-repository';
import { AppError, forbidden } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { requirePoolTeam, type TTeam } from './team-pool-access';

export const ONLY_BROKER_SETS_RULES = "Only the broker sets the team pool's rules.";
export const ONLY_MEMBERS_TAKE_TURNS = "Only the team's agents take leads in turn.";

async function settingsOf(deps: TDeps, auth: TUserActor, team: TTeam): Promise<TTeamPoolSettings> {
  const [{ rules, available }, brokerage] = await Promise.all([
    getTeamPool(deps.db, team.brokerId),
    team.isBroker ? getBrokerageWithMemberships(deps.db, team.brokerageName) : null,
  ]);
  const memberIds = (brokerage?.memberships ?? []).filter((m) => m.status === 'approved').map((m) => m.agentId);
  const names = await getAgentSummaries(deps.db, memberIds);
  return {
    isBroker: team.isBroker,
    available: available.has(auth.user.id),
    rules: { roundRobin: rules?.roundRobin ?? false, returnAfterHours: rules?.returnAfterHours ?? null },
    members: memberIds
      .map((userId) => ({ userId, displayName: names.get(userId)?.name ?? 'Unknown agent', available: available.has(userId) }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName)),
  };
}

/**
 * The caller's place in their team's pool (the rules, their availability, and for the broker the members to assign
 * to), or no pool with the reason the pool routes would refuse them with (403 there).
 */
export async function getTeamPoolStanding(deps: TDeps, auth: TUserActor): Promise<TTeamPoolStanding> {
  try {
    return { pool: await settingsOf(deps, auth, await requirePoolTeam(deps, auth)), message: null };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'PLAN_UPGRADE_REQUIRED')) return { pool: null, message: error.message };
    throw error;
  }
}

/** The broker's optional rules: round-robin among available members; back to the pool after N hours still New. */
export async function setTeamPoolRules(deps: TDeps, auth: TUserActor, rules: TTeamLeadRules): Promise<TTeamPoolSettings> {
  const team = await requirePoolTeam(deps, auth);
  if (!team.isBroker) throw forbidden(ONLY_BROKER_SETS_RULES);
  await saveTeamPoolRules(deps.db, { brokerId: team.brokerId, ...rules, updatedAt: deps.clock.now().toISOString() });
  return settingsOf(deps, auth, team);
}

/** A member's own switch: take new leads in turn (round-robin) or not. */
export async function setPoolAvailability(deps: TDeps, auth: TUserActor, input: { available: boolean }): Promise<TTeamPoolSettings> {
  const team = await requirePoolTeam(deps, auth);
  if (team.isBroker) throw forbidden(ONLY_MEMBERS_TAKE_TURNS);
  await saveTeamPoolAvailability(deps.db, {
    brokerId: team.brokerId,
    agentId: auth.user.id,
    available: input.available,
    updatedAt: deps.clock.now().toISOString(),
  });
  return settingsOf(deps, auth, team);
}
