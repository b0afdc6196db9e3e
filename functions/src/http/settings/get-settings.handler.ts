import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getSettings } from '../../services/settings/get-settings';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/settings'], async ({ auth }) => json(await getSettings(getDeps(), auth)));
