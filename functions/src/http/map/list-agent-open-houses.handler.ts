import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { listAgentOpenHouses } from '../../services/map/list-agent-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/agent/{userId}/properties-with-open-houses'], async ({ params }) =>
  json(await listAgentOpenHouses(getDeps(), { userId: params.userId, isOwnView: false })),
);
