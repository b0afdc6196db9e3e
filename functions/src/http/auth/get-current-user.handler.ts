import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { toCurrentUser } from '../../services/auth/to-current-user';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['GET /api/auth/user'], async ({ auth }) => json(toCurrentUser(auth)));
