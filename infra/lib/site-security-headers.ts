/**
 * The security headers of every page and API answer, written once for CloudFront (response-headers policy)
 * and the embedded server, so both serve the same policy.
 */

export type TSiteSecurityOptions = {
  /** Where the browser uploads photos with presigned POSTs (the photo bucket's S3 endpoints). */
  uploadOrigins: readonly string[];
  /** The SPA's build-time VITE_MAP_STYLE_URL, when the map draws a tile provider's style instead of the offline base map. */
  mapStyleUrl?: string | undefined;
};

export const HSTS_MAX_AGE_SECONDS = 63_072_000; // two years, the preload list's minimum is one

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Features the app never uses are off; the day planner's "My current location" may ask for the position on this site only; clipboard writes (the share button) keep their same-origin default. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()';

/**
 * The map style's host as a CSP source: 'https://tiles.example.org/styles/light.json?key=…' → 'https://tiles.example.org'
 * (a '{s}' subdomain is one of several hosts, so its label becomes the wildcard). A style on the site itself
 * ('/map/style.json', PMTiles in the site bucket) needs none: undefined.
 */
export function mapStyleSource(template: string | undefined): string | undefined {
  const origin = /^(https?:\/\/[^/?#]+)/i.exec(template?.trim() ?? '')?.[1];
  if (!origin) return undefined;
  const [scheme, host] = origin.split('://') as [string, string];
  if (!host.includes('{')) return origin.toLowerCase();
  const labels = host.split('.');
  const firstPlainLabel = labels.findIndex((label, i) => i > 0 && labels.slice(i).every((rest) => !rest.includes('{')));
  return `${scheme.toLowerCase()}://*.${labels.slice(firstPlainLabel).join('.').toLowerCase()}`;
}

/** What Stripe.js documents for its Payment Element: its script, its frames (card fields, 3-D Secure) and its API. */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
export const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/**
 * No inline script can run, and the only third-party one is Stripe.js (the subscribe screen's card form);
 * styles may be inline because the UI library's scroll lock injects a style element at run time (CSS cannot
 * run code). Images come from the site (photos are served at /photos), upload previews (blob:) and the map
 * style's host; fetches go to the site, the upload bucket, Stripe's API and the map style's host (MapLibre
 * fetches its style, tiles, glyphs and sprites); frames only to Stripe's. MapLibre's worker is a file of the site.
 */
export function contentSecurityPolicy(options: TSiteSecurityOptions): string {
  const tiles = mapStyleSource(options.mapStyleUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", STRIPE_JS_ORIGIN],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    ['connect-src', "'self'", ...options.uploadOrigins, STRIPE_API_ORIGIN, ...(tiles ? [tiles] : [])],
    ['frame-src', STRIPE_JS_ORIGIN, STRIPE_HOOKS_ORIGIN],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** User uploads are only ever images: as a document, nothing in one may run or load anything. */
export const PHOTO_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** The headers as the embedded server sends them (lower-case names). */
export function siteSecurityHeaders(options: TSiteSecurityOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
