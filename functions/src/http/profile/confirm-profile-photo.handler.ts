import { photoStore } from '../../adapters/photos/photo-store';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { confirmProfilePhoto } from '../../services/profile/confirm-profile-photo';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['POST /api/profile/photos'], async ({ auth, body }) =>
  json(await confirmProfilePhoto({ ...getDeps(), photos: photoStore }, auth, body)),
);
