import type { TRouteDefinition } from '../../http/route-definition';
import { loadSession } from '../../services/auth/load-session';
import { clearedSessionCookie, sessionCookieName } from '../../services/auth/session-token';
import { getDeps } from '../deps';
import { getEnv } from '../env';
import { stateOf, type TMiddleware } from './request-state';

/** Loads the signed-in user from the session cookie; a stale cookie is cleared. */
export const sessionLoader = (route: TRouteDefinition): TMiddleware => ({
  before: async (request) => {
    if (!route.resources.includes('table:read')) return;
    const state = stateOf(request);
    const { isHttps } = getEnv();
    const token = state.cookies[sessionCookieName(isHttps)];
    if (!token) return;
    state.auth = await loadSession(getDeps(), token, { canSlide: route.resources.includes('table:write') });
    if (!state.auth) state.responseCookies.push(clearedSessionCookie(isHttps));
  },
});
