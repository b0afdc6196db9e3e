import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { removeSavedOpenHouse } from '../../services/saved-open-houses/saved-open-houses';

export const handler = defineHandler('DELETE /api/users/saved-open-houses/{openHouseId}', async ({ auth, params }) => {
  await removeSavedOpenHouse(getDeps(), auth, params);
  return json({ success: true, message: 'Removed' });
});
