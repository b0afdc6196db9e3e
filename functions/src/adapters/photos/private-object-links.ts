import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { requireResourceName } from '../../platform/env';
import { getS3Client } from '../../platform/s3-client';
import { describePhoto } from './photo-storage';

/**
 * How long a presigned GET of a private object works: long enough for the redirect the browser follows at once,
 * short enough that a copied URL is of no use later. The route that hands it out checks who asks every time.
 */
export const PRIVATE_OBJECT_LINK_SECONDS = 60;

export type TPrivateObjectLink = { key: string; contentType: string; contentDisposition: string };

/**
 * A presigned GET URL of one object (an export's archive, a support screenshot) on the S3 endpoint itself, so a
 * large file never passes through Lambda's 6 MB answer. S3 answers with the type and disposition signed into the
 * URL, whatever the object was stored with.
 */
export async function presignPrivateObjectGet(link: TPrivateObjectLink): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: requireResourceName('PHOTO_BUCKET'),
    Key: link.key,
    ResponseContentType: link.contentType,
    ResponseContentDisposition: link.contentDisposition,
    ResponseCacheControl: 'private, no-store',
  });
  return getSignedUrl(getS3Client(), command, { expiresIn: PRIVATE_OBJECT_LINK_SECONDS });
}

/** Whether the object is still there (an archive past its lifecycle, an erased account's screenshot is not). */
export const privateObjectExists = async (key: string) => (await describePhoto(key)) !== null;

export const privateObjectLinks = { presignPrivateObjectGet, privateObjectExists };
export type TPrivateObjectLinks = typeof privateObjectLinks;
