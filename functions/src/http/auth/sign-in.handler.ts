import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { signIn } from '../../services/auth/sign-in';
import { currentSessionToken, sessionCookieFor } from './session-response';
import { siteRoutes } from '../route-groups/site.routes';

export const handler = defineHandler(siteRoutes['POST /api/auth/signin'], async ({ body, cookies, sourceIp, userAgent }) => {
  const { token } = await signIn(getDeps(), {
    email: body.email,
    password: body.password,
    ipKey: hashIp(sourceIp),
    previousToken: currentSessionToken(cookies),
    userAgent,
  });
  return json({ message: 'Welcome back!', redirectUrl: '/' }, 200, { cookies: [sessionCookieFor(token)] });
});
