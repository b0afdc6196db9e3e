import { describePhoto, readPhotoHead } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { createSupportRequest } from '../../services/support/create-support-request';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createSupportRequestRoute } from '../route-groups/support.routes';

export const handler = defineHandler(createSupportRequestRoute, async ({ auth, body }) =>
  json(await createSupportRequest({ ...getDeps(), photos: { describePhoto, readPhotoHead } }, auth, body), 201),
);
