import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listBrokerageOpenHouses } from '../../services/map/list-brokerage-open-houses';
import { listBrokerageOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listBrokerageOpenHousesRoute, async ({ params }) =>
  json(await listBrokerageOpenHouses(getDeps(), { brokerId: params.userId })),
);
