import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { addOpenHouse } from '../../services/open-houses/add-open-house';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['POST /api/properties/{id}/open-houses'], async ({ auth, params, body }) =>
  json(await addOpenHouse(getDeps(), auth, { id: params.id, slot: body }), 201),
);
