import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateSavedOpenHouseStatus } from '../../services/saved-open-houses/saved-open-houses';
import { updateSavedOpenHouseRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(updateSavedOpenHouseRoute, async ({ auth, params, body }) =>
  json(await updateSavedOpenHouseStatus(getDeps(), auth, { openHouseId: params.openHouseId, status: body.status })),
);
