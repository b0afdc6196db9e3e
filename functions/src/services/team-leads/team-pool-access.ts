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

/**
 * The caller's team pool, decided on every request from what is stored now (no cache outlives a removal):
 * 1. the caller's profile and membership: the broker, or an approved agent of theirs
 * 2. the broker's plan must include the pool (a member's own plan does not matter)
 * Outside a team: 403 naming the plans with the pool when the caller's own plan lacks it, else 403 NOT_IN_A_TEAM.
 */
export async function teamPoolOf(deps: TDeps, auth: TUserActor): Promise<TTeam> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  const team = await currentTeamOf(deps, account.profile);
  if (!team) throw (await callerHasCapability(deps, auth, 'shared-lead-pool')) ? forbidden(NOT_IN_A_TEAM) : planRequired();
  if (!(await teamHasPool(deps, team.brokerId))) throw planRequired();
  return team;
}
