import { getListingWriteDeps } from '../properties/listing-write-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { addOpenHouse } from '../../services/open-houses/add-open-house';
import { addOpenHouseRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(addOpenHouseRoute, async ({ auth, params, body }) =>
  json(await addOpenHouse(getListingWriteDeps(), auth, { id: params.id, slot: body }), 201),
);
