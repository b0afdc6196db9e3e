import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveListing } from '../../services/saved-listings/save-listing';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['PUT /api/users/saved-listings/{propertyId}'], async ({ auth, params }) =>
  json({ propertyIds: await saveListing(getDeps(), auth, { propertyId: params.propertyId }) }),
);
