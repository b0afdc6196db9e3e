import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { defineHandler } from '../define-handler';
import { redirect } from '../kit/http-types';
import { clearedSessionCookies } from '../kit/session-cookie';
import { signOut } from '../../services/auth/sign-out';
import { isSameSiteNavigation } from './same-site-request';
import { currentSessionToken } from './session-response';
import { logOutRoute } from '../route-groups/site.routes';

const REFUSED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not signed out</title></head>
<body><h1>You are still signed in</h1><p>Another site tried to sign you out, so nothing changed. To sign out, use Log Out in the menu.</p><p><a href="/">Back to the site</a></p></body></html>`;

export const handler = defineHandler(logOutRoute, async ({ cookies, headers }) => {
  const env = getHttpEnv();
  if (!isSameSiteNavigation(headers, env.allowedOrigins)) {
    return { status: 403, rawBody: REFUSED_PAGE, headers: { 'content-type': 'text/html; charset=utf-8' } };
  }
  await signOut(getDeps(), currentSessionToken(cookies));
  return redirect('/', clearedSessionCookies(env.isHttps));
});
