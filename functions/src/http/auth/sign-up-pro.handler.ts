import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { createAccount } from '../../services/auth/create-account';
import { newDevice } from '../../services/auth/device-cookie';
import { homePathFor } from '../../services/auth/home-path';
import { startSession } from '../../services/auth/start-session';
import { currentSessionToken, deviceCookieFor, sessionCookieFor } from './session-response';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['POST /api/auth/signup/pro'], async ({ body, cookies, userAgent }) => {
  const deps = getDeps();
  const user = await createAccount(deps, body);
  const token = await startSession(deps, { userId: user.id, previousToken: currentSessionToken(cookies), userAgent });
  return json({ success: true, message: 'Account created', redirectUrl: homePathFor(body.role) }, 201, { cookies: [sessionCookieFor(token), deviceCookieFor(newDevice(user.id))] });
});
