/**
 * Whether this browser had a session the last time it asked. The session cookie is HttpOnly, so this is
 * what lets `/` show the landing screen to a visitor at once instead of waiting for the session check.
 * Only a hint: the check's answer always wins.
 */
const STORAGE_KEY = 'openhouse:had-session';

export function rememberSessionHint(isSignedIn: boolean): void {
  try {
    if (isSignedIn) window.localStorage.setItem(STORAGE_KEY, '1');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled (private mode): every visit then waits for the check.
  }
}

export function hadSession(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return true;
  }
}
