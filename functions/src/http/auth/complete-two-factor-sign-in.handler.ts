import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { completeTwoFactorSignIn } from '../../services/auth/two-factor/complete-two-factor-sign-in';
import {
  clearedChallengeCookieFor,
  currentChallengeToken,
  currentDeviceToken,
  currentSessionToken,
  deviceCookieFor,
  sessionCookiesFor,
} from './session-response';
import { completeTwoFactorSignInRoute } from '../route-groups/site.routes';

export const handler = defineHandler(completeTwoFactorSignInRoute, async ({ body, cookies, sourceIp, userAgent }) => {
  const { token, device } = await completeTwoFactorSignIn(getDeps(), {
    challengeToken: currentChallengeToken(cookies),
    code: body.code,
    ipKey: hashIp(sourceIp),
    deviceToken: currentDeviceToken(cookies),
    previousToken: currentSessionToken(cookies),
    userAgent,
  });
  const cookieList = [...sessionCookiesFor(token), deviceCookieFor(device), clearedChallengeCookieFor()];
  return json({ message: 'Welcome back!', redirectUrl: '/' }, 200, { cookies: cookieList });
});
