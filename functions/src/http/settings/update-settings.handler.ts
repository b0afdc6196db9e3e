import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { updateSettings } from '../../services/settings/update-settings';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['PUT /api/settings'], async ({ auth, body }) => json(await updateSettings(getDeps(), auth, body)));
