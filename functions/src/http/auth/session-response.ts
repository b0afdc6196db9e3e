import { getHttpEnv } from '../../platform/env';
import { issueDeviceToken, type TDevice } from '../../services/auth/device-cookie';
import { SIGNIN_CHALLENGE_SECONDS } from '../../services/auth/two-factor/sign-in-challenge';
import {
  challengeCookie,
  challengeCookieName,
  clearedChallengeCookie,
  deviceCookie,
  deviceCookieName,
  sessionCookieName,
  sessionCookies,
} from '../kit/session-cookie';

/** The session cookie the browser currently holds, if any (to be replaced at sign-in). */
export const currentSessionToken = (cookies: Record<string, string>) => cookies[sessionCookieName(getHttpEnv().isHttps)];

/** The session cookie and its readable hint. */
export const sessionCookiesFor = (token: string) => sessionCookies(token, getHttpEnv().isHttps);

/** The device cookie of a browser that signed in before, if any. */
export const currentDeviceToken = (cookies: Record<string, string>) => cookies[deviceCookieName(getHttpEnv().isHttps)];

export const deviceCookieFor = (device: TDevice) => deviceCookie(issueDeviceToken(device), getHttpEnv().isHttps);

/** The pending two-factor sign-in the browser holds, if any. */
export const currentChallengeToken = (cookies: Record<string, string>) => cookies[challengeCookieName(getHttpEnv().isHttps)];

export const challengeCookieFor = (token: string) => challengeCookie(token, getHttpEnv().isHttps, SIGNIN_CHALLENGE_SECONDS);

export const clearedChallengeCookieFor = () => clearedChallengeCookie(getHttpEnv().isHttps);
