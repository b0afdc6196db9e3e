import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listBrokerageOpenHouses } from '../../services/map/list-brokerage-open-houses';
import { listOwnBrokerageOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listOwnBrokerageOpenHousesRoute, async ({ auth }) =>
  json(await listBrokerageOpenHouses(getDeps(), { brokerId: auth.user.id })),
);
