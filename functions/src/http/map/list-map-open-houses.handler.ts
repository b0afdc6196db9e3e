import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { listMapOpenHouses } from '../../services/map/list-map-open-houses';
import { MAP_CACHE_CONTROL, cachedMapAnswer } from '../../services/map/map-response-cache';
import { listMapOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listMapOpenHousesRoute, async ({ query }) => {
  const deps = getDeps();
  const prepared = await cachedMapAnswer(`all:${query.cursor ?? ''}`, deps.clock.now().getTime(), () => listMapOpenHouses(deps, query));
  return { status: 200, prepared, headers: { 'cache-control': MAP_CACHE_CONTROL } };
});
