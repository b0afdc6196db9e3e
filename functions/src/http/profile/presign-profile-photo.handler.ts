import { photoBucket } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { presignProfilePhoto } from '../../services/profile/presign-profile-photo';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['POST /api/profile/photos/uploads'], async ({ auth, body }) =>
  json({ upload: await presignProfilePhoto({ ...getDeps(), photos: photoBucket }, auth, body) }, 201),
);
