import { deletePhotos, describePhoto, readPhotoHead } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { confirmListingPhotos } from '../../services/photos/confirm-listing-photos';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['POST /api/properties/{id}/photos'], async ({ auth, params, body }) =>
  json(await confirmListingPhotos({ ...getDeps(), photos: { describePhoto, readPhotoHead, deletePhotos } }, auth, { id: params.id, keys: body.keys })),
);
