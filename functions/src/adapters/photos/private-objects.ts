import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { requireResourceName } from '../../platform/env';
import { getS3Client } from '../../platform/s3-client';
import { deletePhotos } from './photo-storage';

/**
 * Objects of the photo bucket that are never served: under `private/`, outside the `photos/` prefix that the
 * site (CloudFront's /photos/* behaviour, the local proxy) serves. An account's data export and support screenshots
 * live here; their routes hand them out as short-lived presigned GETs (private-object-links.ts).
 */
export const PRIVATE_PREFIX = 'private/';

export async function putPrivateObject(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
  if (!key.startsWith(PRIVATE_PREFIX)) throw new Error(`${key} is not a private key`);
  await getS3Client().send(
    new PutObjectCommand({ Bucket: requireResourceName('PHOTO_BUCKET'), Key: key, Body: body, ContentType: contentType, CacheControl: 'no-store' }),
  );
}

/** Every key under a prefix (an account's photos, its exports), page after page. */
export async function listObjectKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await getS3Client().send(new ListObjectsV2Command({ Bucket: requireResourceName('PHOTO_BUCKET'), Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Deletes everything under each prefix. */
export async function deleteObjectsUnder(prefixes: readonly string[]): Promise<void> {
  for (const prefix of prefixes) await deletePhotos(await listObjectKeys(prefix));
}

export const privateObjects = { putPrivateObject, listObjectKeys, deleteObjectsUnder };
export type TPrivateObjects = typeof privateObjects;
