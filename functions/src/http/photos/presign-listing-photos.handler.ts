import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { presignListingPhotos } from '../../services/photos/presign-listing-photos';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['POST /api/properties/{id}/photos/uploads'], async ({ auth, params, body }) =>
  json({ uploads: await presignListingPhotos(getDeps(), auth, { id: params.id, request: body }) }, 201),
);
