import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { saveOpenHouse } from '../../services/saved-open-houses/saved-open-houses';

export const handler = defineHandler('POST /api/users/saved-open-houses', async ({ auth, body }) => json(await saveOpenHouse(getDeps(), auth, body), 201));
