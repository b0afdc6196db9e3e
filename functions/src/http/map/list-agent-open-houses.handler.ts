import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listAgentOpenHouses } from '../../services/map/list-agent-open-houses';
import { listAgentOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listAgentOpenHousesRoute, async ({ params }) =>
  json(await listAgentOpenHouses(getDeps(), { userId: params.userId, isOwnView: false })),
);
