import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveOpenHouse } from '../../services/saved-open-houses/saved-open-houses';
import { saveOpenHouseRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(saveOpenHouseRoute, async ({ auth, body }) => json(await saveOpenHouse(getDeps(), auth, body), 201));
