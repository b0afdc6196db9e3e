import { capabilityRequiredMessage } from '@shared/constants/plan-capabilities';
import { NOT_IN_A_TEAM } from '@shared/schemas/team-lead.schema';
import { getBrokerage, getMembership } from '../../data/brokerage-repository';
import { getAccountRecords } from '../../data/profile-repository';
import { getSubscription } from '../../data/subscription-repository';
import type { TProfileRecord } from '../../data/user-records';
import { getUserWithProfile } from '../../data/user-repository';
import { AppError, forbidden, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { callerHasCapability, grantsCapability } from '../subscriptions/plan-capabilities';

/** A brokerage team, named by its broker (the owner of the name). */
export type TTeam = { brokerId: string; brokerageName: string; isBroker: boolean };

const planRequired = () => new AppError('PLAN_UPGRADE_REQUIRED', capabilityRequiredMessage('shared-lead-pool'));

/** The team a profile belongs to as stored now: the brokerage its broker owns, or the one whose broker approved the agent. */
export async function currentTeamOf(deps: TDeps, profile: Pick<TProfileRecord, 'userId' | 'role' | 'brokerageName'>): Promise<TTeam | null> {
  const name = profile.brokerageName;
  if (!name || profile.role === 'BUYER') return null;
  const [brokerage, membership] = await Promise.all([
    getBrokerage(deps.db, name),
    profile.role === 'AGENT' ? getMembership(deps.db, name, profile.userId) : null,
  ]);
  if (!brokerage) return null;
  if (brokerage.brokerId === profile.userId) return { brokerId: brokerage.brokerId, brokerageName: brokerage.name, isBroker: true };
  const isMember = membership?.status === 'approved' && membership.brokerId === brokerage.brokerId;
  return isMember ? { brokerId: brokerage.brokerId, brokerageName: brokerage.name, isBroker: false } : null;
}

/** Whether the broker's plan includes the pool, read now (a lapsed plan closes the pool at once). */
export async function teamHasPool(deps: TDeps, brokerId: string): Promise<boolean> {
  const [account, subscription] = await Promise.all([getUserWithProfile(deps.db, brokerId), getSubscription(deps.db, brokerId)]);
  return Boolean(account) && grantsCapability(account!.user, subscription, deps.clock.now(), 'shared-lead-pool');
}

/** Why a user has no team pool now: no account, in no team, or a team whose broker's plan lacks the pool. */
export type TNoPoolTeam = 'no-account' | 'no-team' | 'no-pool';

/**
 * The team whose pool the user may use now, decided from what is stored now (no cache outlives a removal), or
 * why none: the one rule the pool routes (requirePoolTeam) and a holder's lead (holdsTeamLead) ask.
 * 1. the user's profile and membership: the broker, or an approved agent of theirs
 * 2. the broker's plan must include the pool (a member's own plan does not matter)
 */
export async function poolTeamOf(deps: TDeps, userId: string): Promise<TTeam | TNoPoolTeam> {
  const account = await getAccountRecords(deps.db, userId);
  if (!account) return 'no-account';
  const team = await currentTeamOf(deps, account.profile);
  if (!team) return 'no-team';
  return (await teamHasPool(deps, team.brokerId)) ? team : 'no-pool';
}

/**
 * The caller's team pool for a pool route (poolTeamOf). Outside a team: 403 naming the plans with the pool when the
 * caller's own plan lacks it, else 403 NOT_IN_A_TEAM; a broker's plan without the pool: 403 naming the plans.
 */
export async function requirePoolTeam(deps: TDeps, auth: TUserActor): Promise<TTeam> {
  const team = await poolTeamOf(deps, auth.user.id);
  if (team === 'no-account') throw unauthorized();
  if (team === 'no-team') throw (await callerHasCapability(deps, auth, 'shared-lead-pool')) ? forbidden(NOT_IN_A_TEAM) : planRequired();
  if (team === 'no-pool') throw planRequired();
  return team;
}
