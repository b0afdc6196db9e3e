import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { presignListingPhotos } from '../../services/photos/presign-listing-photos';

export const handler = defineHandler('POST /api/properties/{id}/photos/uploads', async ({ auth, params, body }) =>
  json({ uploads: await presignListingPhotos(getDeps(), auth, { id: params.id, request: body }) }, 201),
);
