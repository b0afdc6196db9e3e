import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { saveOpenHouse } from '../../services/saved-open-houses/saved-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['POST /api/users/saved-open-houses'], async ({ auth, body }) => json(await saveOpenHouse(getDeps(), auth, body), 201));
