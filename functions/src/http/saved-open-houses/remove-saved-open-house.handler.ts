import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { removeSavedOpenHouse } from '../../services/saved-open-houses/saved-open-houses';
import { removeSavedOpenHouseRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(removeSavedOpenHouseRoute, async ({ auth, params }) => {
  await removeSavedOpenHouse(getDeps(), auth, params);
  return json({ success: true, message: 'Removed' });
});
