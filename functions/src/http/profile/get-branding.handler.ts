import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { getBranding } from '../../services/profile/get-branding';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/profile'], async ({ auth }) => json(await getBranding(getDeps(), auth)));
