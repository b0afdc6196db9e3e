import { getDeps } from '../../deps';
import { getSecondMessageSettings } from '../../services/lead-capture/second-message-settings';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { followUpRoutes } from '../route-groups/follow-up.routes';

export const handler = defineHandler(followUpRoutes['GET /api/properties/{id}/open-houses/{openHouseId}/second-message'], async ({ auth, params }) =>
  json(await getSecondMessageSettings(getDeps(), auth, params)),
);
