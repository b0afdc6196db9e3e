import { getHttpEnv } from '../../platform/env';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { siteRoutes } from '../route-groups/site.routes';

export const handler = defineHandler(siteRoutes['GET /api/app-mode'], async () => json({ APP_MODE: getHttpEnv().APP_MODE }));
