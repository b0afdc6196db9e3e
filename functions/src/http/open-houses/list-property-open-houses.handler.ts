import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listPropertyOpenHouses } from '../../services/open-houses/list-property-open-houses';
import { listPropertyOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listPropertyOpenHousesRoute, async ({ actor, params }) =>
  json({ items: await listPropertyOpenHouses(getDeps(), actor, { id: params.id }) }),
);
