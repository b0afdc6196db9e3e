import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['GET /api/app-mode'], async () => json({ APP_MODE: getEnv().APP_MODE }));
