import { crc32 } from 'node:zlib';
import { AwsServiceError, awsEndpoint, awsFetch } from './aws-fetch';

/**
 * S3 object calls as signed `fetch` requests (platform/aws-fetch.ts), in place of @aws-sdk/client-s3 (~150 KB
 * of a bundle with its XML protocol). Addressing is the SDK's: path-style (`{endpoint}/{bucket}/{key}`) when an
 * endpoint override is set, which every S3-compatible server accepts; virtual-hosted otherwise.
 */

/** Each segment percent-encoded once (RFC 3986), slashes kept: the path S3 signs and stores the key under. */
export const encodeS3Key = (key: string): string =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

/** The bucket's URL, without a trailing slash. */
export function s3BucketUrl(bucket: string): string {
  const { url, overridden } = awsEndpoint('s3');
  return overridden ? `${url}/${bucket}` : url.replace('://', `://${bucket}.`);
}

export const s3ObjectUrl = (bucket: string, key: string): string => `${s3BucketUrl(bucket)}/${encodeS3Key(key)}`;

/** A 404 from S3: `NoSuchKey` on GET, a body-less 404 on HEAD (the SDK's `NotFound`). */
export const isS3NotFound = (error: unknown): boolean => error instanceof AwsServiceError && error.status === 404;

export async function getS3Object(bucket: string, key: string, options: { range?: string } = {}): Promise<Uint8Array> {
  const response = await awsFetch('s3', s3ObjectUrl(bucket, key), { method: 'GET', headers: options.range ? { range: options.range } : undefined });
  return new Uint8Array(await response.arrayBuffer());
}

export async function headS3Object(bucket: string, key: string): Promise<{ size: number; contentType: string | undefined }> {
  const response = await awsFetch('s3', s3ObjectUrl(bucket, key), { method: 'HEAD' });
  return { size: Number(response.headers.get('content-length') ?? 0), contentType: response.headers.get('content-type') ?? undefined };
}

/** `headers` are S3's object headers as sent: content-type, cache-control, content-disposition, x-amz-meta-*. */
export async function putS3Object(bucket: string, key: string, body: Uint8Array, headers: Record<string, string>): Promise<void> {
  // The body's own bytes: a view into a larger (or shared) buffer would not do as a fetch body.
  const bytes = new Uint8Array(body.byteLength);
  bytes.set(body);
  await awsFetch('s3', s3ObjectUrl(bucket, key), { method: 'PUT', headers, body: bytes });
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/**
 * DeleteObjects in quiet mode (at most 1,000 keys). Like the SDK's, it does not throw for keys S3 could not
 * delete: S3 reports them in a 200 answer, which is not read. S3 requires a checksum of the body; CRC-32 is the
 * one the SDK sends (Content-MD5 would fail where OpenSSL runs in FIPS mode).
 */
export async function deleteS3Objects(bucket: string, keys: string[]): Promise<void> {
  if (keys.length > 1000) throw new Error('DeleteObjects takes at most 1,000 keys');
  const body = new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${keys.map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`).join('')}<Quiet>true</Quiet></Delete>`,
  );
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  await awsFetch('s3', `${s3BucketUrl(bucket)}?delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', 'x-amz-sdk-checksum-algorithm': 'CRC32', 'x-amz-checksum-crc32': checksum.toString('base64') },
    body,
  });
}
