import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { presignProfilePhoto } from '../../services/profile/presign-profile-photo';

export const handler = defineHandler('POST /api/profile/photos/uploads', async ({ auth, body }) =>
  json({ upload: await presignProfilePhoto(getDeps(), auth, body) }, 201),
);
