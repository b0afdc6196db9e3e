import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listBrokerageOpenHouses } from '../../services/map/list-brokerage-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/broker/{userId}/brokerage-open-houses'], async ({ params }) =>
  json(await listBrokerageOpenHouses(getDeps(), { brokerId: params.userId })),
);
