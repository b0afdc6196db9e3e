import { getListingWriteDeps } from './listing-write-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateProperty } from '../../services/properties/update-property';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['PUT /api/properties/{id}'], async ({ auth, params, body }) =>
  json(await updateProperty(getListingWriteDeps(), auth, { id: params.id, changes: body })),
);
