import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getBranding } from '../../services/profile/get-branding';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/profile'], async ({ auth }) => json(await getBranding(getDeps(), auth)));
