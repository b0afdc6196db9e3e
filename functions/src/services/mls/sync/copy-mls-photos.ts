import { createHash } from 'node:crypto';
import { LISTING_PHOTO_MAX_MB } from '@shared/constants/listing';
import { toEgressError } from '../../../adapters/egress/egress-error';
import { readCappedBody } from '../../../adapters/egress/read-capped';
import { NOT_AN_IMAGE_MESSAGE } from '../../photos/check-upload';
import { detectImageType } from '../../photos/image-signature';
import { listingPhotoPrefix, photoUrlOf, webPhotoKey } from '../../photos/photo-keys';
import type { TPhotoStore } from '../../photos/photo-store';
import { publishWebPhoto } from '../../photos/publish-web-photo';
import { LISTING_WEB_SIZE } from '../../photos/web-photo-sizes';
import { mapWithConcurrency } from '../../../platform/map-with-concurrency';

const MAX_BYTES = LISTING_PHOTO_MAX_MB * 1024 * 1024;
const PHOTOS_IN_FLIGHT = 4;
const FETCH_TIMEOUT_MS = 20_000;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** The address without its query: MLS media URLs are often signed and re-signed on every read. */
export const mediaSourceOf = (url: string) => url.split('?')[0]!;

/** The same MLS photo always lands on the same key, so a retried copy overwrites instead of adding. */
const baseKeyOf = (prefix: string, url: string) => `${prefix}mls-${createHash('sha256').update(mediaSourceOf(url)).digest('hex').slice(0, 24)}`;

/**
 * Copies an MLS listing's photos into our bucket through the checks uploads get: the bytes' own
 * signature decides the type (whatever the MLS's Content-Type says), the size limit applies (the body is
 * read as a stream and stopped there), and the served copy is the upright, metadata-free web size.
 * Photos already copied are not fetched again. `fetchMedia` is the egress guard in the worker, so a media
 * URL, or a redirect from one, never reaches a private address.
 * Answers the served URLs in MLS order and a line per photo that could not be used.
 */
export async function copyMlsPhotos(
  deps: { photos: TPhotoStore; fetchMedia: typeof fetch },
  input: { userId: string; propertyId: string; photos: readonly { url: string; order: number }[] },
): Promise<{ images: string[]; errors: string[] }> {
  const prefix = listingPhotoPrefix(input.userId, input.propertyId);
  const results = await mapWithConcurrency(input.photos, PHOTOS_IN_FLIGHT, async (photo): Promise<{ image: string } | { error: string }> => {
    const base = baseKeyOf(prefix, photo.url);
    const served = webPhotoKey(`${base}.png`, LISTING_WEB_SIZE.label);
    if (await deps.photos.describePhoto(served)) return { image: photoUrlOf(served) };
    const label = `Photo ${photo.order} (${mediaSourceOf(photo.url)})`;
    let bytes: Uint8Array;
    try {
      const response = await deps.fetchMedia(photo.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return { error: `${label}: the MLS answered ${response.status}` };
      }
      // Read as a stream and stopped at the upload limit: a body without Content-Length is not read whole first.
      bytes = new Uint8Array(await readCappedBody(response, MAX_BYTES));
    } catch (error) {
      const failure = toEgressError(error);
      if (failure.failure === 'too-large') return { error: `${label}: larger than ${LISTING_PHOTO_MAX_MB} MB` };
      return { error: `${label}: could not be downloaded (${failure.message})` };
    }
    const type = detectImageType(bytes);
    if (!type) return { error: `${label}: ${NOT_AN_IMAGE_MESSAGE}` };
    const key = `${base}.${EXTENSIONS[type]}`;
    await deps.photos.putPhoto(key, bytes, type);
    const verdict = await publishWebPhoto(deps.photos, key, {
      prefix,
      maxBytes: MAX_BYTES,
      foreignMessage: NOT_AN_IMAGE_MESSAGE,
      tooLargeMessage: `larger than ${LISTING_PHOTO_MAX_MB} MB`,
      size: LISTING_WEB_SIZE,
    });
    await deps.photos.deletePhotos([key]);
    return verdict.problem === null ? { image: photoUrlOf(verdict.webKey) } : { error: `${label}: ${verdict.message}` };
  });
  return {
    images: results.flatMap((result) => ('image' in result ? [result.image] : [])),
    errors: results.flatMap((result) => ('error' in result ? [result.error] : [])),
  };
}
