import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { requireResourceName } from '../../platform/env';
import { getS3Client } from '../../platform/s3-client';
import { PHOTO_CACHE_CONTROL, inlineDisposition } from './photo-headers';

export type TPresignedPhotoUpload = { key: string; url: string; fields: Record<string, string>; expiresAt: string };

/**
 * A presigned POST whose policy binds the exact key, the content type and the size range, valid for
 * `expiresInSeconds`. The browser uploads straight to S3 with it. A POST policy, not a presigned PUT URL:
 * only a policy's content-length-range makes S3 itself refuse a file past `maxBytes`.
 */
export async function presignPhotoUpload(input: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
  now: Date;
}): Promise<TPresignedPhotoUpload> {
  const { url, fields } = await createPresignedPost(getS3Client(), {
    Bucket: requireResourceName('PHOTO_BUCKET'),
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
      ['eq', '$key', input.key],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresInSeconds,
  });
  return { key: input.key, url, fields, expiresAt: new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString() };
}

/** Size and stored content type of an uploaded object, or null when it does not exist. */
export async function describePhoto(key: string): Promise<{ size: number; contentType: string | undefined } | null> {
  try {
    const head = await getS3Client().send(new HeadObjectCommand({ Bucket: requireResourceName('PHOTO_BUCKET'), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A 404 from S3: `NoSuchKey` on GET, a body-less `NotFound` on HEAD. */
const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** The whole object (or the range asked for), its body read to the end. */
async function getObjectBytes(key: string, range?: string): Promise<Uint8Array> {
  const object = await getS3Client().send(new GetObjectCommand({ Bucket: requireResourceName('PHOTO_BUCKET'), Key: key, Range: range }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** The whole object, or null when it does not exist (any more). */
export async function readPhoto(key: string): Promise<Uint8Array | null> {
  try {
    return await getObjectBytes(key);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The first bytes of an object (for its file signature). */
export async function readPhotoHead(key: string, byteCount: number): Promise<Uint8Array> {
  const bytes = await getObjectBytes(key, `bytes=0-${byteCount - 1}`);
  return bytes.slice(0, byteCount);
}

export async function deletePhotos(keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    // Quiet: S3 answers only the keys it could not delete, which (like a missing key) are not an error here.
    if (batch.length)
      await getS3Client().send(
        new DeleteObjectsCommand({ Bucket: requireResourceName('PHOTO_BUCKET'), Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
  }
}

/**
 * Stores a photo the server itself produced (demo data, the served copy of an upload) with the headers S3
 * answers with: its real type, inline with a safe file name, cached for good, no user metadata.
 */
export async function putPhoto(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await getS3Client().send(
    new PutObjectCommand({
      Bucket: requireResourceName('PHOTO_BUCKET'),
      Key: key,
      Body: bytes,
      ContentType: contentType,
      ContentDisposition: inlineDisposition(key),
      CacheControl: PHOTO_CACHE_CONTROL,
    }),
  );
}

/** The bucket alone, for routes that neither read nor render photos (no image library in their bundle). */
export const photoBucket = { presignPhotoUpload, deletePhotos };
