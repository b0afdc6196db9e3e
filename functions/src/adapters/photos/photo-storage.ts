import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { requireResourceName } from '../../platform/env';
import { getS3Client } from '../../platform/s3-client';
import { PHOTO_CACHE_CONTROL, inlineDisposition } from './photo-headers';

export type TPresignedPhotoUpload = { key: string; url: string; fields: Record<string, string>; expiresAt: string };

/**
 * A presigned POST whose policy binds the exact key, the content type and the size range, valid for
 * `expiresInSeconds`. The browser uploads straight to S3 with it.
 */
export async function presignPhotoUpload(input: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number; now: Date }): Promise<TPresignedPhotoUpload> {
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

const isNotFound = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
};

/** The whole object, or null when it does not exist (any more). */
export async function readPhoto(key: string): Promise<Uint8Array | null> {
  try {
    const object = await getS3Client().send(new GetObjectCommand({ Bucket: requireResourceName('PHOTO_BUCKET'), Key: key }));
    return (await object.Body?.transformToByteArray()) ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The first bytes of an object (for its file signature). */
export async function readPhotoHead(key: string, byteCount: number): Promise<Uint8Array> {
  const object = await getS3Client().send(new GetObjectCommand({ Bucket: requireResourceName('PHOTO_BUCKET'), Key: key, Range: `bytes=0-${byteCount - 1}` }));
  const bytes = await object.Body?.transformToByteArray();
  return (bytes ?? new Uint8Array()).slice(0, byteCount);
}

export async function deletePhotos(keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    if (batch.length) await getS3Client().send(new DeleteObjectsCommand({ Bucket: requireResourceName('PHOTO_BUCKET'), Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
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
