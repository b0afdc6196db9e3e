import { getDeps } from '../../platform/deps';
import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/http-types';
import { clearedSessionCookie } from '../../services/auth/session-token';
import { signOut } from '../../services/auth/sign-out';
import { currentSessionToken } from './session-response';

export const handler = defineHandler('GET /api/auth/logout', async ({ cookies }) => {
  await signOut(getDeps(), currentSessionToken(cookies));
  return redirect('/', [clearedSessionCookie(getEnv().isHttps)]);
});
