import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createAccount } from '../../services/auth/create-account';
import { newDevice } from '../../services/auth/device-cookie';
import { homePathFor } from '../../services/auth/home-path';
import { startSession } from '../../services/auth/start-session';
import { currentSessionToken, deviceCookieFor, sessionCookiesFor } from './session-response';
import { signUpProRoute } from '../route-groups/site.routes';
import { startTrial } from '../../services/subscriptions/start-trial';
import { getBillingDeps } from '../billing/billing-deps';

export const handler = defineHandler(signUpProRoute, async ({ body, cookies, userAgent }) => {
  const deps = getDeps();
  const user = await createAccount(deps, body);
  await startTrial(getBillingDeps(), user);
  const token = await startSession(deps, { userId: user.id, previousToken: currentSessionToken(cookies), userAgent });
  return json({ success: true, message: 'Account created', redirectUrl: homePathFor(body.role) }, 201, { cookies: [...sessionCookiesFor(token), deviceCookieFor(newDevice(user.id))] });
});
