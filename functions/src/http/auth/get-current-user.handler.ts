import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getCurrentUser } from '../../services/auth/get-current-user';
import { siteRoutes } from '../route-groups/site.routes';

export const handler = defineHandler(siteRoutes['GET /api/auth/user'], async ({ auth }) => json(await getCurrentUser(getDeps(), auth)));
