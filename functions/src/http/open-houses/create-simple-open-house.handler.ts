import { getListingPlacingDeps } from '../properties/listing-placing-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createSimpleOpenHouse } from '../../services/open-houses/create-simple-open-house';
import { createSimpleOpenHouseRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(createSimpleOpenHouseRoute, async ({ auth, body }) => {
  const created = await createSimpleOpenHouse(getListingPlacingDeps(), auth, body);
  return json({ success: true, message: 'Open house created successfully!', ...created }, 201);
});
