import { SESSION_ABSOLUTE_SECONDS } from '@shared/constants/limits';
import { serializeCookie } from './cookies';

/** `__Host-` binds the cookie to the exact origin over HTTPS; plain HTTP (localhost) cannot use it. */
export const sessionCookieName = (isHttps: boolean) => (isHttps ? '__Host-sid' : 'sid');

export const sessionCookie = (token: string, isHttps: boolean) =>
  serializeCookie(sessionCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS });

export const clearedSessionCookie = (isHttps: boolean) =>
  serializeCookie(sessionCookieName(isHttps), '', { secure: isHttps, maxAgeSeconds: 0 });

const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A browser that signed in to an account before (the value is a signed device token). */
export const deviceCookieName = (isHttps: boolean) => (isHttps ? '__Host-device' : 'device');

export const deviceCookie = (token: string, isHttps: boolean) =>
  serializeCookie(deviceCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS });

/** A sign-in waiting for its two-factor code. */
export const challengeCookieName = (isHttps: boolean) => (isHttps ? '__Host-signin-2fa' : 'signin-2fa');

export const challengeCookie = (token: string, isHttps: boolean, maxAgeSeconds: number) => serializeCookie(challengeCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds });

export const clearedChallengeCookie = (isHttps: boolean) => serializeCookie(challengeCookieName(isHttps), '', { secure: isHttps, maxAgeSeconds: 0 });
