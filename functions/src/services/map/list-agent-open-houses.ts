import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { listUpcomingOpenHousesOfAgent } from '../../data/open-house-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { groupByProperty } from './group-by-property';
import { mapWindow } from './map-window';

/**
 * One agent's listings with open houses not yet ended (public: active listings only; the agent's own
 * view includes drafts). 404 for an id that is not an agent or broker.
 */
export async function listAgentOpenHouses(deps: TDeps, input: { userId: string; isOwnView: boolean }): Promise<TMapResponse> {
  const account = await getUserWithProfile(deps.db, input.userId);
  if (!account || account.profile.role === 'BUYER') throw notFound('Agent Not Found');
  const now = deps.clock.now();
  const { from, to } = mapWindow(now);
  const openHouses = await listUpcomingOpenHousesOfAgent(deps.db, { userId: input.userId, now, activeOnly: !input.isOwnView });
  return { generatedAt: now.toISOString(), from: from.toISOString(), to: to.toISOString(), properties: groupByProperty(openHouses) };
}
