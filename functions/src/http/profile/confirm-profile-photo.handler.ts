import { photoStore } from '../../adapters/photos/photo-store';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { confirmProfilePhoto } from '../../services/profile/confirm-profile-photo';
import { confirmProfilePhotoRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(confirmProfilePhotoRoute, async ({ auth, body }) =>
  json(await confirmProfilePhoto({ ...getDeps(), photos: photoStore }, auth, body)),
);
