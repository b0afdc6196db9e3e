import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { listMapOpenHouses } from '../../services/map/list-map-open-houses';
import { cachedMapAnswer } from '../../services/map/map-response-cache';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/map/all-open-houses'], async () => {
  const deps = getDeps();
  return { status: 200, prepared: await cachedMapAnswer('all', deps.clock.now().getTime(), () => listMapOpenHouses(deps)) };
});
