import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@shared/constants/session-hint';

/**
 * Whether a session may exist: the API sets a readable `signed_in=1` cookie beside the HttpOnly session
 * cookie and clears both at sign-out (and whenever it answers 401 to a browser that still holds the hint).
 * Without it the SPA does not ask for the user, so signed-out pages log no 401 and `/` shows the landing
 * screen at once. Only a hint: when present, the session check's answer always wins.
 */
export function hadSession(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}
