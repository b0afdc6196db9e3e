import { SESSION_ABSOLUTE_SECONDS } from '@shared/constants/limits';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@shared/constants/session-hint';
import { serializeCookie } from './cookies';

/** `__Host-` binds the cookie to the exact origin over HTTPS; plain HTTP (localhost) cannot use it. */
export const sessionCookieName = (isHttps: boolean) => (isHttps ? '__Host-sid' : 'sid');

export const sessionCookie = (token: string, isHttps: boolean) =>
  serializeCookie(sessionCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS });

export const clearedSessionCookie = (isHttps: boolean) => serializeCookie(sessionCookieName(isHttps), '', { secure: isHttps, maxAgeSeconds: 0 });

/** Beside the session cookie: readable by the SPA, so a signed-out page need not ask for the user (and log a 401). */
export const sessionHintCookie = (isHttps: boolean) =>
  serializeCookie(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, { secure: isHttps, httpOnly: false, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS });

export const clearedSessionHintCookie = (isHttps: boolean) => serializeCookie(SESSION_HINT_COOKIE, '', { secure: isHttps, httpOnly: false, maxAgeSeconds: 0 });

/** A new session: its cookie and the hint beside it (the session cookie first). */
export const sessionCookies = (token: string, isHttps: boolean) => [sessionCookie(token, isHttps), sessionHintCookie(isHttps)];

/** Signed out: both cleared. */
export const clearedSessionCookies = (isHttps: boolean) => [clearedSessionCookie(isHttps), clearedSessionHintCookie(isHttps)];

const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A browser that signed in to an account before (the value is a signed device token). */
export const deviceCookieName = (isHttps: boolean) => (isHttps ? '__Host-device' : 'device');

export const deviceCookie = (token: string, isHttps: boolean) =>
  serializeCookie(deviceCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS });

/** A sign-in waiting for its two-factor code. */
export const challengeCookieName = (isHttps: boolean) => (isHttps ? '__Host-signin-2fa' : 'signin-2fa');

export const challengeCookie = (token: string, isHttps: boolean, maxAgeSeconds: number) =>
  serializeCookie(challengeCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds });

export const clearedChallengeCookie = (isHttps: boolean) => serializeCookie(challengeCookieName(isHttps), '', { secure: isHttps, maxAgeSeconds: 0 });
