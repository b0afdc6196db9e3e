import { getHttpEnv } from '../../platform/env';
import { defineSessionlessHandler } from '../define-sessionless-handler';
import { json } from '../kit/http-types';
import { getAppModeRoute } from '../route-groups/site.routes';

export const handler = defineSessionlessHandler(getAppModeRoute, async () => json({ APP_MODE: getHttpEnv().APP_MODE }));
