const STORAGE_KEY = 'returnTo';

/**
 * A page to come back to after signing in, accepted only when it is on this site: one leading slash, not
 * `//` or `/\` (both leave the site), and not an API path (those are navigations, not screens).
 */
export function sameSiteReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  if (candidate.includes('\\') || pathname === '/api' || pathname.startsWith('/api/')) return null;
  return candidate;
}

/**
 * Remembers the page a signed-out visitor wanted. The login hop (/api/login → /signin) is the server's
 * and drops query strings, so the path waits in this tab's session storage.
 */
export function rememberReturnTo(path: string): void {
  const safe = sameSiteReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(STORAGE_KEY, safe);
  } catch {
    // Storage can be unavailable (private modes); the user then lands on the default page.
  }
}

/** The page to return to after sign-in (`?returnTo=` first, then the remembered one), used once. */
export function takeReturnTo(search: string): string | null {
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    remembered = null;
  }
  return sameSiteReturnPath(new URLSearchParams(search).get(STORAGE_KEY)) ?? sameSiteReturnPath(remembered);
}
