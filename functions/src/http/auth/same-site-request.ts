/**
 * Whether a navigation comes from this site (or the user typed it): Sec-Fetch-Site where the browser
 * sends it, else the Origin or Referer must be one of the site's own origins. A link or image on
 * another site fails this, so it cannot sign anyone out.
 */
export function isSameSiteNavigation(headers: Record<string, string | undefined>, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers.origin || originOf(headers.referer);
  return origin !== undefined && allowedOrigins.includes(origin);
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
