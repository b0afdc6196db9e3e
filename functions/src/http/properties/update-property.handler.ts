import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { updateProperty } from '../../services/properties/update-property';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['PUT /api/properties/{id}'], async ({ auth, params, body }) =>
  json(await updateProperty(getDeps(), auth, { id: params.id, changes: body })),
);
