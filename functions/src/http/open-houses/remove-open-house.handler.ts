import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { removeOpenHouse } from '../../services/open-houses/remove-open-house';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['DELETE /api/properties/{id}/open-houses/{openHouseId}'], async ({ auth, params }) => {
  await removeOpenHouse(getDeps(), auth, params);
  return json({ success: true, message: 'Open house removed' });
});
