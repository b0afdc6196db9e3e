import { getDeps } from '../../platform/deps';
import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { hashIp } from '../../platform/ip-hash';
import { completeTwoFactorSignIn } from '../../services/auth/two-factor/complete-two-factor-sign-in';
import { clearedChallengeCookie } from '../../services/auth/two-factor/sign-in-challenge';
import { currentChallengeToken, currentDeviceToken, currentSessionToken, deviceCookieFor, sessionCookieFor } from './session-response';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['POST /api/auth/signin/two-factor'], async ({ body, cookies, sourceIp, userAgent }) => {
  const { token, device } = await completeTwoFactorSignIn(getDeps(), {
    challengeToken: currentChallengeToken(cookies),
    code: body.code,
    ipKey: hashIp(sourceIp),
    deviceToken: currentDeviceToken(cookies),
    previousToken: currentSessionToken(cookies),
    userAgent,
  });
  const cookieList = [sessionCookieFor(token), deviceCookieFor(device), clearedChallengeCookie(getEnv().isHttps)];
  return json({ message: 'Welcome back!', redirectUrl: '/' }, 200, { cookies: cookieList });
});
