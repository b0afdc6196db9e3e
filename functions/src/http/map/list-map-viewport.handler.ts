import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { listMapViewport } from '../../services/map/list-map-viewport';
import { MAP_CACHE_CONTROL, cachedMapAnswer } from '../../services/map/map-response-cache';
import { listMapViewportRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listMapViewportRoute, async ({ query }) => {
  const deps = getDeps();
  const prepared = await cachedMapAnswer(`viewport:${JSON.stringify(query)}`, deps.clock.now().getTime(), () => listMapViewport(deps, query));
  return { status: 200, prepared, headers: { 'cache-control': MAP_CACHE_CONTROL } };
});
