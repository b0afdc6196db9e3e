import { getDeps } from '../../platform/deps';
import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/http-types';
import { clearedSessionCookie } from '../../services/auth/session-token';
import { signOut } from '../../services/auth/sign-out';
import { currentSessionToken } from './session-response';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['GET /api/auth/logout'], async ({ cookies }) => {
  await signOut(getDeps(), currentSessionToken(cookies));
  return redirect('/', [clearedSessionCookie(getEnv().isHttps)]);
});
