/**
 * What leaves or reloads the whole page goes through this one object: jsdom cannot do either, so the web
 * tests record the calls instead (web/src/testing/setup-tests.ts).
 */
export const pageNavigation = {
  assign: (url: string): void => window.location.assign(url),
  reload: (): void => window.location.reload(),
};

/** A full page navigation that leaves the SPA (e.g. /api/login). */
export function navigateTo(url: string): void {
  pageNavigation.assign(url);
}

/** Reloads the page (the theme's Cancel Changes). */
export function reloadPage(): void {
  pageNavigation.reload();
}

/** Paths the API serves (navigations such as /api/login) cannot be handled by the client router. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** A server-supplied redirect is followed only when it is a same-origin absolute path. */
export function safeRedirectPath(candidate: string | undefined | null, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  return candidate;
}
