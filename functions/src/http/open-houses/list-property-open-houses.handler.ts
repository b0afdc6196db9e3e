import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listPropertyOpenHouses } from '../../services/open-houses/list-property-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/properties/{id}/open-houses'], async ({ actor, params }) =>
  json({ items: await listPropertyOpenHouses(getDeps(), actor, { id: params.id }) }),
);
