import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { listMapOpenHouses } from '../../services/map/list-map-open-houses';
import { cachedMapAnswer } from '../../services/map/map-response-cache';
import { listMapOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listMapOpenHousesRoute, async () => {
  const deps = getDeps();
  return { status: 200, prepared: await cachedMapAnswer('all', deps.clock.now().getTime(), () => listMapOpenHouses(deps)) };
});
