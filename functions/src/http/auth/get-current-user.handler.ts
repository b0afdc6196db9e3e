import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { toCurrentUser } from '../../services/auth/to-current-user';
import { siteRoutes } from '../route-groups/site.routes';

export const handler = defineHandler(siteRoutes['GET /api/auth/user'], async ({ auth }) => json(toCurrentUser(auth)));
