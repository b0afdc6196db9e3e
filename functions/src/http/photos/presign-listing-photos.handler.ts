import { photoBucket } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { presignListingPhotos } from '../../services/photos/presign-listing-photos';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['POST /api/properties/{id}/photos/uploads'], async ({ auth, params, body }) =>
  json({ uploads: await presignListingPhotos({ ...getDeps(), photos: photoBucket }, auth, { id: params.id, request: body }) }, 201),
);
