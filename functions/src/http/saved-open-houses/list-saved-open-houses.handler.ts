import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSavedOpenHouses } from '../../services/saved-open-houses/saved-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/users/saved-open-houses'], async ({ auth }) => json({ items: await listSavedOpenHouses(getDeps(), auth) }));
