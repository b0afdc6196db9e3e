import { photoStore } from '../../adapters/photos/photo-store';
import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { confirmProfilePhoto } from '../../services/profile/confirm-profile-photo';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['POST /api/profile/photos'], async ({ auth, body }) =>
  json(await confirmProfilePhoto({ ...getDeps(), photos: photoStore }, auth, body)),
);
