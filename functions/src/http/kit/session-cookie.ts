import { SESSION_ABSOLUTE_SECONDS } from '@shared/constants/limits';
import { serializeCookie } from './cookies';

/** `__Host-` binds the cookie to the exact origin over HTTPS; plain HTTP (localhost) cannot use it. */
export const sessionCookieName = (isHttps: boolean) => (isHttps ? '__Host-sid' : 'sid');

export const sessionCookie = (token: string, isHttps: boolean) =>
  serializeCookie(sessionCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS });

export const clearedSessionCookie = (isHttps: boolean) =>
  serializeCookie(sessionCookieName(isHttps), '', { secure: isHttps, maxAgeSeconds: 0 });
