import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { updateSettings } from '../../services/settings/update-settings';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['PUT /api/settings'], async ({ auth, body }) => json(await updateSettings(getDeps(), auth, body)));
