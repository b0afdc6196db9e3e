import { MISSING_UPLOAD_MESSAGE, NOT_AN_IMAGE_MESSAGE, checkUpload, type TUploadVerdict } from './check-upload';
import { detectImageType } from './image-signature';
import { webPhotoKey } from './photo-keys';
import type { TPhotoStore, TWebPhotoSize } from './photo-store';

export type TPublishedPhoto = { key: string; webKey: string };
export type TPublishVerdict = (TUploadVerdict & { problem: NonNullable<TUploadVerdict['problem']> }) | (TPublishedPhoto & { problem: null });

/**
 * Turns a checked upload into the photo the site serves.
 * 1. check the upload (prefix, presence, size, stored type and signature)
 * 2. decode it, apply its orientation, drop every metadata block (EXIF with GPS, XMP, ICC…), fit it to `size`
 * 3. store the result beside the upload with the type read from its own signature
 * An upload that is gone while its served copy exists was published by a concurrent or earlier confirm
 * (which then deleted the upload): that answers the same photo again, so confirming twice is harmless.
 * The caller attaches `webKey` and deletes the upload, which still carries the phone's metadata.
 */
export async function publishWebPhoto(
  store: Omit<TPhotoStore, 'presignPhotoUpload'>,
  key: string,
  rules: Parameters<typeof checkUpload>[2] & { size: TWebPhotoSize },
): Promise<TPublishVerdict> {
  const webKey = webPhotoKey(key, rules.size.label);
  const publishedBefore = async (): Promise<TPublishVerdict> =>
    (await store.describePhoto(webKey)) ? { key, webKey, problem: null } : { key, problem: 'missing', message: MISSING_UPLOAD_MESSAGE };
  const verdict = await checkUpload(store, key, rules);
  if (verdict.problem === 'missing') return publishedBefore();
  if (verdict.problem !== null) return verdict;
  const original = await store.readPhoto(key);
  if (!original) return publishedBefore();
  const rendered = await store.renderWebPhoto(original, rules.size);
  const type = rendered && detectImageType(rendered);
  if (!rendered || !type) return { key, problem: 'not-image', message: NOT_AN_IMAGE_MESSAGE };
  await store.putPhoto(webKey, rendered, type);
  return { key, webKey, problem: null };
}
