import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createAccount } from '../../services/auth/create-account';
import { newDevice } from '../../services/auth/device-cookie';
import { homePathFor } from '../../services/auth/home-path';
import { startSession } from '../../services/auth/start-session';
import { currentSessionToken, deviceCookieFor, sessionCookiesFor } from './session-response';
import { signUpBuyerRoute } from '../route-groups/site.routes';

export const handler = defineHandler(signUpBuyerRoute, async ({ body, cookies, userAgent }) => {
  const deps = getDeps();
  const user = await createAccount(deps, { ...body, role: 'BUYER', displayName: body.name });
  const token = await startSession(deps, { userId: user.id, previousToken: currentSessionToken(cookies), userAgent });
  return json({ success: true, message: 'Account created', redirectUrl: homePathFor('BUYER') }, 201, { cookies: [...sessionCookiesFor(token), deviceCookieFor(newDevice(user.id))] });
});
