import type { THttpEntry } from '../../entries/entry-types';
import { requestPolicyOf } from '../request-policy';
import { loadSession } from '../../services/auth/load-session';
import { SESSION_HINT_COOKIE } from '@shared/constants/session-hint';
import { clearedSessionCookie, clearedSessionHintCookie, sessionCookieName } from '../kit/session-cookie';
import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { setLogUser } from '../../platform/logger';
import { stateOf, type TMiddleware } from './request-state';

/** Loads the signed-in user from the session cookie; a stale cookie is cleared, and so is a hint with no session behind it. */
export const sessionLoader = (route: THttpEntry): TMiddleware => ({
  before: async (request) => {
    if (!requestPolicyOf(route).hasSession) return;
    const state = stateOf(request);
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
