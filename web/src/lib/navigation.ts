/** A full page navigation that leaves the SPA (e.g. /api/login). One place, so tests can replace it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Paths the API serves (navigations such as /api/login) cannot be handled by the client router. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** A server-supplied redirect is followed only when it is a same-origin absolute path. */
export function safeRedirectPath(candidate: string | undefined | null, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  return candidate;
}
