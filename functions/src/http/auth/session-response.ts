import { getEnv } from '../../platform/env';
import { sessionCookie, sessionCookieName } from '../../services/auth/session-token';

/** The session cookie the browser currently holds, if any (to be replaced at sign-in). */
export const currentSessionToken = (cookies: Record<string, string>) => cookies[sessionCookieName(getEnv().isHttps)];

export const sessionCookieFor = (token: string) => sessionCookie(token, getEnv().isHttps);
