import { getHttpEnv } from '../../platform/env';
import { sessionCookie, sessionCookieName } from '../kit/session-cookie';

/** The session cookie the browser currently holds, if any (to be replaced at sign-in). */
export const currentSessionToken = (cookies: Record<string, string>) => cookies[sessionCookieName(getHttpEnv().isHttps)];

export const sessionCookieFor = (token: string) => sessionCookie(token, getHttpEnv().isHttps);
