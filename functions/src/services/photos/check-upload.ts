import { SIGNATURE_BYTES, detectImageType } from './image-signature';

/** What the photo services need of the bucket (the handlers pass adapters/photos/photo-storage). */
export type TPhotoStore = {
  describePhoto: (key: string) => Promise<{ size: number } | null>;
  readPhotoHead: (key: string, byteCount: number) => Promise<Uint8Array>;
  deletePhotos: (keys: string[]) => Promise<void>;
};

export type TUploadVerdict = { key: string; message: string | null };

/** A key under `prefix` that cannot climb out of it: only such uploads are ours to attach or delete. */
export const isKeyUnder = (key: string, prefix: string) => key.startsWith(prefix) && !key.includes('..');

/**
 * S3 does not enforce our rules on what arrived (and a local stand-in does not even check the POST
 * policy), so every object is checked before it is used: under the owner's prefix, present, within
 * the size limit, and starting with an image signature.
 */
export async function checkUpload(
  store: TPhotoStore,
  key: string,
  rules: { prefix: string; maxBytes: number; foreignMessage: string; tooLargeMessage: string },
): Promise<TUploadVerdict> {
  if (!isKeyUnder(key, rules.prefix)) return { key, message: rules.foreignMessage };
  const object = await store.describePhoto(key);
  if (!object) return { key, message: 'The upload did not arrive. Please try again.' };
  if (object.size > rules.maxBytes) return { key, message: rules.tooLargeMessage };
  if (!detectImageType(await store.readPhotoHead(key, SIGNATURE_BYTES))) return { key, message: 'The file is not a JPG, PNG or HEIC image.' };
  return { key, message: null };
}
