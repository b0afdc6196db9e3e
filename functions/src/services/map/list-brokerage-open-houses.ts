import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { listBrokerageMembers } from '../../data/brokerage-repository';
import { listUpcomingOpenHousesOfAgent } from '../../data/open-house-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { groupByProperty } from './group-by-property';
import { mapWindow } from './map-window';

/**
 * The open houses (active listings, not yet ended) of every agent and broker whose profile names the
 * broker's brokerage. 404 when the id is not a broker; empty when the broker names no brokerage.
 */
export async function listBrokerageOpenHouses(deps: TDeps, input: { brokerId: string }): Promise<TMapResponse> {
  const account = await getUserWithProfile(deps.db, input.brokerId);
  if (!account || account.profile.role !== 'BROKER') throw notFound('Broker Not Found');
  const now = deps.clock.now();
  const { from, to } = mapWindow(now);
  const brokerage = account.profile.brokerageName;
  const members = brokerage ? await listBrokerageMembers(deps.db, brokerage) : [];
  const memberIds = new Set([input.brokerId, ...members.map((m) => m.userId)]);
  const perMember = await Promise.all([...memberIds].map((userId) => listUpcomingOpenHousesOfAgent(deps.db, { userId, now, activeOnly: true })));
  return { generatedAt: now.toISOString(), from: from.toISOString(), to: to.toISOString(), properties: groupByProperty(perMember.flat()) };
}
