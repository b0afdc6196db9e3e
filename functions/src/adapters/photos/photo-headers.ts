/**
 * What every served photo carries, whoever serves it (the local photo proxy; S3 object metadata and the
 * CloudFront response-headers policy in the cloud): even bytes that slipped past the checks are shown
 * as an image at most, never run as a page on the site's origin.
 */
export const PHOTO_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
} as const;

/** Served photos never change under their key (every upload and every size has its own). */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `inline` with a file name made only of safe characters, so no key can inject a header parameter. */
export function inlineDisposition(key: string): string {
  const name =
    key
      .slice(key.lastIndexOf('/') + 1)
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 100) || 'photo';
  return `inline; filename="${name}"`;
}
