import { photoBucket } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { presignListingPhotos } from '../../services/photos/presign-listing-photos';
import { presignListingPhotosRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(presignListingPhotosRoute, async ({ auth, params, body }) =>
  json({ uploads: await presignListingPhotos({ ...getDeps(), photos: photoBucket }, auth, { id: params.id, request: body }) }, 201),
);
