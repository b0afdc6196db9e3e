import { photoBucket } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { presignProfilePhoto } from '../../services/profile/presign-profile-photo';
import { presignProfilePhotoRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(presignProfilePhotoRoute, async ({ auth, body }) =>
  json({ upload: await presignProfilePhoto({ ...getDeps(), photos: photoBucket }, auth, body) }, 201),
);
