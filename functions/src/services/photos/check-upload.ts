import { SIGNATURE_BYTES, detectImageType } from './image-signature';
import { requestedTypeOfKey } from './photo-keys';
import type { TPhotoStore } from './photo-store';

export const NOT_AN_IMAGE_MESSAGE = 'The file is not a JPG, PNG or WebP image.';
export const MISSING_UPLOAD_MESSAGE = 'The upload did not arrive. Please try again.';

export type TUploadProblem = 'foreign' | 'missing' | 'too-large' | 'not-image';
export type TUploadVerdict = { key: string; problem: TUploadProblem; message: string } | { key: string; problem: null; message: null };

/** A key under `prefix` that cannot climb out of it: only such uploads are ours to attach or delete. */
export const isKeyUnder = (key: string, prefix: string) => key.startsWith(prefix) && !key.includes('..');

const refuse = (key: string, problem: TUploadProblem, message: string): TUploadVerdict => ({ key, problem, message });

/**
 * S3 does not enforce our rules on what arrived (and a local stand-in does not even check the POST
 * policy), so every object is checked before it is used: under the owner's prefix, present, within
 * the size limit, stored with the type its slot was asked for, and starting with that type's signature.
 * A type mismatch is how a file stored as text/html behind a PNG signature would reach the site.
 */
export async function checkUpload(
  store: Pick<TPhotoStore, 'describePhoto' | 'readPhotoHead'>,
  key: string,
  rules: { prefix: string; maxBytes: number; foreignMessage: string; tooLargeMessage: string },
): Promise<TUploadVerdict> {
  const requested = requestedTypeOfKey(key);
  if (!isKeyUnder(key, rules.prefix) || !requested) return refuse(key, 'foreign', rules.foreignMessage);
  const object = await store.describePhoto(key);
  if (!object) return refuse(key, 'missing', MISSING_UPLOAD_MESSAGE);
  if (object.size > rules.maxBytes) return refuse(key, 'too-large', rules.tooLargeMessage);
  if (object.contentType?.trim().toLowerCase() !== requested) return refuse(key, 'not-image', NOT_AN_IMAGE_MESSAGE);
  if (detectImageType(await store.readPhotoHead(key, SIGNATURE_BYTES)) !== requested) return refuse(key, 'not-image', NOT_AN_IMAGE_MESSAGE);
  return { key, problem: null, message: null };
}
