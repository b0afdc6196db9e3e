import { getEnv } from '../../platform/env';
import { deviceCookie, deviceCookieName, type TDevice } from '../../services/auth/device-cookie';
import { sessionCookie, sessionCookieName } from '../../services/auth/session-token';
import { challengeCookieName } from '../../services/auth/two-factor/sign-in-challenge';

/** The session cookie the browser currently holds, if any (to be replaced at sign-in). */
export const currentSessionToken = (cookies: Record<string, string>) => cookies[sessionCookieName(getEnv().isHttps)];

export const sessionCookieFor = (token: string) => sessionCookie(token, getEnv().isHttps);

/** The device cookie of a browser that signed in before, if any. */
export const currentDeviceToken = (cookies: Record<string, string>) => cookies[deviceCookieName(getEnv().isHttps)];

export const deviceCookieFor = (device: TDevice) => deviceCookie(device, getEnv().isHttps);

/** The pending two-factor sign-in the browser holds, if any. */
export const currentChallengeToken = (cookies: Record<string, string>) => cookies[challengeCookieName(getEnv().isHttps)];
