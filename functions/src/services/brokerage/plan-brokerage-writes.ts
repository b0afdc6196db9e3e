import type { TRole } from '@shared/constants/roles';
import { BROKERAGE_CHANGED_MEANWHILE, brokerageTakenMessage } from '@shared/schemas/brokerage.schema';
import { getBrokerage, getMembership } from '../../data/brokerage-repository';
import {
  claimBrokerageName,
  expectNoBrokerage,
  releaseBrokerageName,
  requestMembership,
  withdrawMembership,
  type TBrokerageWrite,
} from '../../data/brokerage-writes';
import type { TDeps } from '../deps';
import { isSameBrokerage } from './brokerage-name';

export type TBrokerageNameChange = { userId: string; role: TRole; before: string | null; after: string | null };

/**
 * What an account's brokerage name (set at sign-up or on the Account screen) writes, in the account's
 * own transaction; a failed condition cancels the whole save with a 409.
 * - broker: claim the name (409 when another broker owns it, case-insensitively); give up the old one
 * - agent, name changed: end the old request or membership; ask the new brokerage's broker to approve
 *   (or, when nobody has registered it, make sure that is still true when the save lands)
 * - agent, same name: nothing (a request keeps its state, a declined one too), except that an agent who
 *   named the brokerage before its broker registered it asks now
 * - buyers: nothing
 */
export async function planBrokerageWrites(deps: TDeps, change: TBrokerageNameChange): Promise<TBrokerageWrite[]> {
  if (change.role === 'BROKER') return brokerWrites(deps, change);
  if (change.role === 'AGENT') return agentWrites(deps, change);
  return [];
}

function brokerWrites(deps: TDeps, { userId, before, after }: TBrokerageNameChange): TBrokerageWrite[] {
  const table = deps.db.tableName;
  const claim = after
    ? [claimBrokerageName(table, { brokerageName: after, brokerId: userId, now: deps.clock.now().toISOString() }, brokerageTakenMessage(after))]
    : [];
  const release =
    before && !isSameBrokerage(before, after) ? [releaseBrokerageName(table, { brokerageName: before, brokerId: userId }, BROKERAGE_CHANGED_MEANWHILE)] : [];
  return [...claim, ...release];
}

async function agentWrites(deps: TDeps, { userId, before, after }: TBrokerageNameChange): Promise<TBrokerageWrite[]> {
  const table = deps.db.tableName;
  const hasChanged = !isSameBrokerage(before, after);
  const withdraw = before && hasChanged ? [withdrawMembership(table, { brokerageName: before, agentId: userId }, BROKERAGE_CHANGED_MEANWHILE)] : [];
  if (!after) return withdraw;
  const [brokerage, membership] = await Promise.all([getBrokerage(deps.db, after), hasChanged ? null : getMembership(deps.db, after, userId)]);
  if (!brokerage) return hasChanged ? [...withdraw, expectNoBrokerage(table, after, BROKERAGE_CHANGED_MEANWHILE)] : [];
  const hasAskedThisBroker = membership?.brokerId === brokerage.brokerId;
  if (hasAskedThisBroker) return [];
  const request = { brokerageName: after, agentId: userId, brokerId: brokerage.brokerId, now: deps.clock.now().toISOString() };
  return [...withdraw, ...requestMembership(table, request, BROKERAGE_CHANGED_MEANWHILE)];
}
