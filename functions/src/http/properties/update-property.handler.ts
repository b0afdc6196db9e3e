import { getListingPlacingDeps } from './listing-placing-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateProperty } from '../../services/properties/update-property';
import { updatePropertyRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(updatePropertyRoute, async ({ auth, params, body }) =>
  json(await updateProperty(getListingPlacingDeps(), auth, { id: params.id, changes: body })),
);
