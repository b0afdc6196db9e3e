import type { THttpEntry } from '../../entries/entry-types';
import { requestPolicyOf } from '../request-policy';
import { loadSession } from '../../services/auth/load-session';
import { clearedSessionCookie, sessionCookieName } from '../kit/session-cookie';
import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { setLogUser } from '../../platform/logger';
import { stateOf, type TMiddleware } from './request-state';

/** Loads the signed-in user from the session cookie; a stale cookie is cleared. */
export const sessionLoader = (route: THttpEntry): TMiddleware => ({
  before: async (request) => {
    if (!requestPolicyOf(route).hasSession) return;
    const state = stateOf(request);
    const { isHttps } = getHttpEnv();
    const token = state.cookies[sessionCookieName(isHttps)];
    if (!token) return;
    state.auth = await loadSession(getDeps(), token, { canSlide: route.resources.includes('table:write') });
    if (state.auth) setLogUser(state.auth.user.id);
    else state.responseCookies.push(clearedSessionCookie(isHttps));
  },
});
