import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { listSavedOpenHouses } from '../../services/saved-open-houses/saved-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/users/saved-open-houses'], async ({ auth }) => json({ items: await listSavedOpenHouses(getDeps(), auth) }));
