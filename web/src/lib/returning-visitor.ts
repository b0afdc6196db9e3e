/**
 * Whether a person is back rather than new, for greetings only ("Welcome back" to someone new reads wrong).
 * A browser is back once it has signed in or up here (a mark in local storage); an account is new for the
 * rest of the tab's visit in which it was made (a mark in session storage).
 */
const HAS_ACCOUNT_KEY = 'openhouse:has-account-here';
const NEW_ACCOUNT_KEY = 'openhouse:new-account';

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
}

function mark(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    // Storage unavailable (private modes): the greeting is the usual one.
  }
}

/** After a sign-in. */
export const markAccountHere = (): void => mark(() => window.localStorage, HAS_ACCOUNT_KEY);

/** After a sign-up: this browser now has an account, made in this visit. */
export function markNewAccount(): void {
  markAccountHere();
  mark(() => window.sessionStorage, NEW_ACCOUNT_KEY);
}

export const hasAccountHere = (): boolean => read(() => window.localStorage, HAS_ACCOUNT_KEY);

/** "Welcome" in the visit that made the account, "Welcome back" after. */
export const welcomeWord = (): string => (read(() => window.sessionStorage, NEW_ACCOUNT_KEY) ? 'Welcome' : 'Welcome back');
