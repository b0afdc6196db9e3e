import { getHttpEnv } from '../../platform/env';
import { defineSessionlessHandler } from '../define-sessionless-handler';
import { json } from '../kit/http-types';
import { siteRoutes } from '../route-groups/site.routes';

export const handler = defineSessionlessHandler(siteRoutes['GET /api/app-mode'], async () => json({ APP_MODE: getHttpEnv().APP_MODE }));
