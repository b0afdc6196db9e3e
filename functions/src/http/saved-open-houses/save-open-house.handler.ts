import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveOpenHouse } from '../../services/saved-open-houses/saved-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['POST /api/users/saved-open-houses'], async ({ auth, body }) => json(await saveOpenHouse(getDeps(), auth, body), 201));
