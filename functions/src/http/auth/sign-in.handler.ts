import { getDeps } from '../../platform/deps';
import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { hashIp } from '../../platform/ip-hash';
import { signIn } from '../../services/auth/sign-in';
import { challengeCookie } from '../../services/auth/two-factor/sign-in-challenge';
import { currentDeviceToken, currentSessionToken, deviceCookieFor, sessionCookieFor } from './session-response';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['POST /api/auth/signin'], async ({ body, cookies, sourceIp, userAgent }) => {
  const result = await signIn(getDeps(), {
    email: body.email,
    password: body.password,
    ipKey: hashIp(sourceIp),
    deviceToken: currentDeviceToken(cookies),
    previousToken: currentSessionToken(cookies),
    userAgent,
  });
  if (result.kind === 'two-factor') {
    const cookie = challengeCookie(result.challengeToken, getEnv().isHttps);
    return json({ message: 'Enter the code from your authenticator app.', twoFactorRequired: true }, 200, { cookies: [cookie] });
  }
  return json({ message: 'Welcome back!', redirectUrl: '/' }, 200, { cookies: [sessionCookieFor(result.token), deviceCookieFor(result.device)] });
});
