import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { removeSavedOpenHouse } from '../../services/saved-open-houses/saved-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['DELETE /api/users/saved-open-houses/{openHouseId}'], async ({ auth, params }) => {
  await removeSavedOpenHouse(getDeps(), auth, params);
  return json({ success: true, message: 'Removed' });
});
