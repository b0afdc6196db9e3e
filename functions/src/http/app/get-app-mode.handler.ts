import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';

export const handler = defineHandler('GET /api/app-mode', async () => json({ APP_MODE: getEnv().APP_MODE }));
