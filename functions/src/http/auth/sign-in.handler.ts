import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { hashIp } from '../../platform/ip-hash';
import { signIn } from '../../services/auth/sign-in';
import { currentSessionToken, sessionCookieFor } from './session-response';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['POST /api/auth/signin'], async ({ body, cookies, sourceIp, userAgent }) => {
  const { token } = await signIn(getDeps(), {
    email: body.email,
    password: body.password,
    ipKey: hashIp(sourceIp),
    previousToken: currentSessionToken(cookies),
    userAgent,
  });
  return json({ message: 'Welcome back!', redirectUrl: '/' }, 200, { cookies: [sessionCookieFor(token)] });
});
