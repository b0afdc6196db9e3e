import { getDeps } from '../../deps';
import { getMailSender } from '../../adapters/mail/mail-sender';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { getSiteOrigin } from '../../platform/env';
import { newDevice } from '../../services/auth/device-cookie';
import { homePathFor } from '../../services/auth/home-path';
import { signUp } from '../../services/auth/sign-up';
import { startSession } from '../../services/auth/start-session';
import { currentSessionToken, deviceCookieFor, sessionCookiesFor } from './session-response';
import { signUpProRoute } from '../route-groups/site.routes';
import { startTrial } from '../../services/subscriptions/start-trial';
import { getBillingDeps } from '../billing/billing-deps';

export const handler = defineHandler(signUpProRoute, async ({ body, cookies, sourceIp, userAgent }) => {
  const deps = getDeps();
  const user = await signUp({ ...deps, mail: getMailSender(), siteOrigin: getSiteOrigin() }, { ...body, ipKey: hashIp(sourceIp) });
  await startTrial(getBillingDeps(), user);
  const token = await startSession(deps, { userId: user.id, previousToken: currentSessionToken(cookies), userAgent });
  return json({ success: true, message: 'Account created', redirectUrl: homePathFor(body.role) }, 201, {
    cookies: [...sessionCookiesFor(token), deviceCookieFor(newDevice(user.id))],
  });
});
