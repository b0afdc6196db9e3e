import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { signIn } from '../../services/auth/sign-in';
import { challengeCookieFor, currentDeviceToken, currentSessionToken, deviceCookieFor, sessionCookiesFor } from './session-response';
import { signInRoute } from '../route-groups/site.routes';

export const handler = defineHandler(signInRoute, async ({ body, cookies, sourceIp, userAgent }) => {
  const result = await signIn(getDeps(), {
    email: body.email,
    password: body.password,
    ipKey: hashIp(sourceIp),
    deviceToken: currentDeviceToken(cookies),
    previousToken: currentSessionToken(cookies),
    userAgent,
  });
  if (result.kind === 'two-factor') {
    const cookie = challengeCookieFor(result.challengeToken);
    return json({ message: 'Enter the code from your authenticator app.', twoFactorRequired: true }, 200, { cookies: [cookie] });
  }
  return json({ message: 'Welcome back!', redirectUrl: '/' }, 200, { cookies: [...sessionCookiesFor(result.token), deviceCookieFor(result.device)] });
});
