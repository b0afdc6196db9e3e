import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { removeOpenHouse } from '../../services/open-houses/remove-open-house';

export const handler = defineHandler('DELETE /api/properties/{id}/open-houses/{openHouseId}', async ({ auth, params }) => {
  await removeOpenHouse(getDeps(), auth, params);
  return json({ success: true, message: 'Open house removed' });
});
