import { getBrokerageWithMemberships } from '../../data/brokerage-repository';
import type { TDeps } from '../deps';

/** The broker and the agents they approved into the brokerage they own (just the broker otherwise). */
export async function listBrokerageMemberIds(deps: TDeps, broker: { userId: string; brokerageName: string | null }): Promise<string[]> {
  if (!broker.brokerageName) return [broker.userId];
  const { brokerage, memberships } = await getBrokerageWithMemberships(deps.db, broker.brokerageName);
  if (brokerage?.brokerId !== broker.userId) return [broker.userId];
  return [broker.userId, ...memberships.filter((m) => m.status === 'approved').map((m) => m.agentId)];
}
