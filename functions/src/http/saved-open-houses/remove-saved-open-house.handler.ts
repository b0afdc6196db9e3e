import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { removeSavedOpenHouse } from '../../services/saved-open-houses/saved-open-houses';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['DELETE /api/users/saved-open-houses/{openHouseId}'], async ({ auth, params }) => {
  await removeSavedOpenHouse(getDeps(), auth, params);
  return json({ success: true, message: 'Removed' });
});
