import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listAgentOpenHouses } from '../../services/map/list-agent-open-houses';
import { listOwnOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listOwnOpenHousesRoute, async ({ auth }) =>
  json(await listAgentOpenHouses(getDeps(), { userId: auth.user.id, isOwnView: true })),
);
