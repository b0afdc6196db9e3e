import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSavedOpenHouses } from '../../services/saved-open-houses/saved-open-houses';
import { listSavedOpenHousesRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(listSavedOpenHousesRoute, async ({ auth }) => json({ items: await listSavedOpenHouses(getDeps(), auth) }));
