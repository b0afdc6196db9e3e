import { isWebhook, type THttpEntry } from '../../entries/entry-types';
import { authenticateApiKey } from '../../services/api-keys/authenticate-api-key';
import { bearerTokenOf } from '../kit/bearer-token';
import { forbidden } from '../../platform/app-error';
import { ROUTE_TAKES_NO_API_KEY_MESSAGE } from './api-key-gate.middleware';
import { requestPolicyOf } from '../request-policy';
import { loadSession } from '../../services/auth/load-session';
import { SESSION_HINT_COOKIE } from '@shared/constants/session-hint';
import { clearedSessionCookie, clearedSessionHintCookie, sessionCookieName } from '../kit/session-cookie';
import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { addLogContext, setLogUser } from '../../platform/logger';
import { stateOf, type TMiddleware } from './request-state';

/**
 * Loads the caller: with `Authorization: Bearer <key>`, the key's owner (api-key-gate.middleware.ts let only routes
 * with an API scope this far), and the cookies are not read at all, so a keyed call can never ride a session;
 * otherwise the signed-in user from the session cookie; a stale cookie is cleared, and so is a hint with no
 * session behind it.
 */
export const sessionLoader = (route: THttpEntry): TMiddleware => ({
  before: async (request) => {
    if (!requestPolicyOf(route).hasSession) return;
    const state = stateOf(request);
    const apiKey = bearerTokenOf(request.event.headers);
    if (apiKey !== null) {
      if (isWebhook(route) || !route.apiScope) throw forbidden(ROUTE_TAKES_NO_API_KEY_MESSAGE);
      state.auth = await authenticateApiKey(getDeps(), apiKey, route.apiScope);
      setLogUser(state.auth.user.id);
      addLogContext({ apiKeyId: state.auth.apiKeyId });
      return;
    }
    const { isHttps } = getHttpEnv();
    const token = state.cookies[sessionCookieName(isHttps)];
    state.auth = token ? await loadSession(getDeps(), token, { canSlide: route.resources.includes('table:write') }) : null;
    if (state.auth) {
      setLogUser(state.auth.user.id);
      return;
    }
    if (token) state.responseCookies.push(clearedSessionCookie(isHttps));
    if (state.cookies[SESSION_HINT_COOKIE] !== undefined) state.responseCookies.push(clearedSessionHintCookie(isHttps));
  },
});
