import type { TRole } from '@shared/constants/roles';
import { BROKERAGE_CHANGED_MEANWHILE, brokerageTakenMessage } from '@shared/schemas/brokerage.schema';
import { getBrokerage } from '../../data/brokerage-repository';
import { claimBrokerageName, expectNoBrokerage, releaseBrokerageName, requestMembership, withdrawMembership, type TBrokerageWrite } from '../../data/brokerage-writes';
import type { TDeps } from '../deps';
import { isSameBrokerage } from './brokerage-name';

export type TBrokerageNameChange = { userId: string; role: TRole; before: string | null; after: string | null };

/**
 * What an account's brokerage name (set at sign-up or on the Account screen) writes, in the account's
 * own transaction; a failed condition cancels the whole save with a 409.
 * - broker: claim the name (409 when another broker owns it, case-insensitively); give up the old one
 * - agent, name changed: end the old request or membership; ask the new brokerage's broker to approve
 *   (or, when nobody has registered it, make sure that is still true when the save lands)
 * - agent, same name: nothing (a request keeps its state); buyers: nothing
 */
export async function planBrokerageWrites(deps: TDeps, change: TBrokerageNameChange): Promise<TBrokerageWrite[]> {
  const table = deps.db.tableName;
  const now = deps.clock.now().toISOString();
  const { userId, before, after } = change;
  const hasChanged = !isSameBrokerage(before, after);
  if (change.role === 'BROKER') {
    const claim = after ? [claimBrokerageName(table, { brokerageName: after, brokerId: userId, now }, brokerageTakenMessage(after))] : [];
    const release = before && hasChanged ? [releaseBrokerageName(table, { brokerageName: before, brokerId: userId }, BROKERAGE_CHANGED_MEANWHILE)] : [];
    return [...claim, ...release];
  }
  if (change.role !== 'AGENT' || !hasChanged) return [];
  const withdraw = before ? [withdrawMembership(table, { brokerageName: before, agentId: userId }, BROKERAGE_CHANGED_MEANWHILE)] : [];
  if (!after) return withdraw;
  const brokerage = await getBrokerage(deps.db, after);
  const request = brokerage
    ? requestMembership(table, { brokerageName: after, agentId: userId, brokerId: brokerage.brokerId, now }, BROKERAGE_CHANGED_MEANWHILE)
    : [expectNoBrokerage(table, after, BROKERAGE_CHANGED_MEANWHILE)];
  return [...withdraw, ...request];
}
