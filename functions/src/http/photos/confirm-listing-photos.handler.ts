import { photoStore } from '../../adapters/photos/photo-store';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { confirmListingPhotos } from '../../services/photos/confirm-listing-photos';
import { confirmListingPhotosRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(confirmListingPhotosRoute, async ({ auth, params, body }) =>
  json(await confirmListingPhotos({ ...getDeps(), photos: photoStore }, auth, { id: params.id, keys: body.keys })),
);
