import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { defineHandler } from '../define-handler';
import { redirect } from '../kit/http-types';
import { clearedSessionCookie } from '../kit/session-cookie';
import { signOut } from '../../services/auth/sign-out';
import { currentSessionToken } from './session-response';
import { siteRoutes } from '../route-groups/site.routes';

export const handler = defineHandler(siteRoutes['GET /api/auth/logout'], async ({ cookies }) => {
  await signOut(getDeps(), currentSessionToken(cookies));
  return redirect('/', [clearedSessionCookie(getHttpEnv().isHttps)]);
});
