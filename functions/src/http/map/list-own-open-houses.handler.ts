import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listAgentOpenHouses } from '../../services/map/list-agent-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/agent/properties-with-open-houses'], async ({ auth }) =>
  json(await listAgentOpenHouses(getDeps(), { userId: auth.user.id, isOwnView: true })),
);
