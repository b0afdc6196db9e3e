import { requireResourceName } from '../../platform/env';
import { deleteS3Objects, getS3Object, headS3Object, isS3NotFound, putS3Object } from '../../platform/s3-objects';
import { createS3PresignedPost } from '../../platform/s3-presigned-post';
import { PHOTO_CACHE_CONTROL, inlineDisposition } from './photo-headers';

export type TPresignedPhotoUpload = { key: string; url: string; fields: Record<string, string>; expiresAt: string };

/**
 * A presigned POST whose policy binds the exact key, the content type and the size range, valid for
 * `expiresInSeconds`. The browser uploads straight to S3 with it.
 */
export async function presignPhotoUpload(input: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number; now: Date }): Promise<TPresignedPhotoUpload> {
  const { url, fields } = createS3PresignedPost({
    bucket: requireResourceName('PHOTO_BUCKET'),
    key: input.key,
    conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
      ['eq', '$key', input.key],
    ],
    fields: { 'Content-Type': input.contentType },
    expiresInSeconds: input.expiresInSeconds,
    now: input.now,
  });
  return { key: input.key, url, fields, expiresAt: new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString() };
}

/** Size and stored content type of an uploaded object, or null when it does not exist. */
export async function describePhoto(key: string): Promise<{ size: number; contentType: string | undefined } | null> {
  try {
    return await headS3Object(requireResourceName('PHOTO_BUCKET'), key);
  } catch (error) {
    if (isS3NotFound(error)) return null;
    throw error;
  }
}

/** The whole object, or null when it does not exist (any more). */
export async function readPhoto(key: string): Promise<Uint8Array | null> {
  try {
    return await getS3Object(requireResourceName('PHOTO_BUCKET'), key);
  } catch (error) {
    if (isS3NotFound(error)) return null;
    throw error;
  }
}

/** The first bytes of an object (for its file signature). */
export async function readPhotoHead(key: string, byteCount: number): Promise<Uint8Array> {
  const bytes = await getS3Object(requireResourceName('PHOTO_BUCKET'), key, { range: `bytes=0-${byteCount - 1}` });
  return bytes.slice(0, byteCount);
}

export async function deletePhotos(keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    if (batch.length) await deleteS3Objects(requireResourceName('PHOTO_BUCKET'), batch);
  }
}

/**
 * Stores a photo the server itself produced (demo data, the served copy of an upload) with the headers S3
 * answers with: its real type, inline with a safe file name, cached for good, no user metadata.
 */
export async function putPhoto(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await putS3Object(requireResourceName('PHOTO_BUCKET'), key, bytes, {
    'content-type': contentType,
    'content-disposition': inlineDisposition(key),
    'cache-control': PHOTO_CACHE_CONTROL,
  });
}

/** The bucket alone, for routes that neither read nor render photos (no image library in their bundle). */
export const photoBucket = { presignPhotoUpload, deletePhotos };
