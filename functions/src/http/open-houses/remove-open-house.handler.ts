import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { removeOpenHouse } from '../../services/open-houses/remove-open-house';
import { removeOpenHouseRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(removeOpenHouseRoute, async ({ auth, params }) => {
  await removeOpenHouse(getDeps(), auth, params);
  return json({ success: true, message: 'Open house removed' });
});
