import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { getSettings } from '../../services/settings/get-settings';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/settings'], async ({ auth }) => json(await getSettings(getDeps(), auth)));
