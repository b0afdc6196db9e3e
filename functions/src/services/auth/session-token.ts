import { createHash, randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_SECONDS } from '@shared/constants/limits';
import { serializeCookie } from '../../platform/http/cookies';

/** `__Host-` binds the cookie to the exact origin over HTTPS; plain HTTP (localhost) cannot use it. */
export const sessionCookieName = (isHttps: boolean) => (isHttps ? '__Host-sid' : 'sid');

/** 256 random bits; only its SHA-256 is stored, so a table leak does not leak live sessions. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const sessionCookie = (token: string, isHttps: boolean) =>
  serializeCookie(sessionCookieName(isHttps), token, { secure: isHttps, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS });

export const clearedSessionCookie = (isHttps: boolean) =>
  serializeCookie(sessionCookieName(isHttps), '', { secure: isHttps, maxAgeSeconds: 0 });
