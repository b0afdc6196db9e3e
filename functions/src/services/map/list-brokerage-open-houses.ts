import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { listUpcomingOpenHousesOfAgent } from '../../data/open-house-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { notFound } from '../../platform/app-error';
import { listBrokerageMemberIds } from '../brokerage/list-brokerage-member-ids';
import type { TDeps } from '../deps';
import { groupByProperty } from './group-by-property';
import { mapWindow } from './map-window';

/**
 * The open houses (active listings, not yet ended) of the broker and of the agents they approved into
 * their brokerage (naming the brokerage on a profile is not enough). 404 when the id is not a broker.
 */
export async function listBrokerageOpenHouses(deps: TDeps, input: { brokerId: string }): Promise<TMapResponse> {
  const account = await getUserWithProfile(deps.db, input.brokerId);
  if (!account || account.profile.role !== 'BROKER') throw notFound('Broker Not Found');
  const now = deps.clock.now();
  const { from, to } = mapWindow(now);
  const memberIds = await listBrokerageMemberIds(deps, { userId: input.brokerId, brokerageName: account.profile.brokerageName });
  const perMember = await Promise.all(memberIds.map((userId) => listUpcomingOpenHousesOfAgent(deps.db, { userId, now, activeOnly: true })));
  return { generatedAt: now.toISOString(), from: from.toISOString(), to: to.toISOString(), properties: groupByProperty(perMember.flat()) };
}
