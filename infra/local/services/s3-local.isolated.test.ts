import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deletePhotos, describePhoto, presignPhotoUpload, putPhoto, readPhoto, readPhotoHead } from '../../../functions/src/adapters/photos/photo-storage';
import { NoSuchKey } from '@aws-sdk/client-s3';
import { LOCAL_PHOTO_BUCKET } from '../local-config';
import { findFreePort } from '../ports';
import type { TRunningService } from './dynamodb-local';
import { startS3Local } from './s3-local';

/**
 * The photo bucket adapter (@aws-sdk/client-s3 and @aws-sdk/s3-presigned-post) against the embedded S3 server,
 * as the local runtime and the API tests use it. s3rver checks neither SigV4 signatures nor POST policies: the
 * policy's conditions are read back here, and real S3 enforces them.
 */
describe('the photo bucket on the local S3 server', () => {
  let s3: TRunningService;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 's3-local-'));
    s3 = await startS3Local({ port: await findFreePort(), dataDir, buckets: [LOCAL_PHOTO_BUCKET], corsOrigins: ['http://127.0.0.1:3000'] });
    vi.stubEnv('AWS_ENDPOINT_URL_S3', s3.endpoint);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
    vi.stubEnv('PHOTO_BUCKET', LOCAL_PHOTO_BUCKET);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The object's URL as path-style S3 addresses it: each key segment percent-encoded once. */
  const objectUrl = (key: string) => `${s3.endpoint}/${LOCAL_PHOTO_BUCKET}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const bytes = (length: number, seed = 1) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256);

  it('stores a photo with its serving headers, describes it, reads it whole and its first bytes, and deletes it', async () => {
    const key = 'photos/listings/owner/listing/photo-1280w.webp';
    const photo = bytes(5000);
    await putPhoto(key, photo, 'image/webp');
    expect(await describePhoto(key)).toEqual({ size: 5000, contentType: 'image/webp' });
    expect(await readPhoto(key)).toEqual(photo);
    expect(await readPhotoHead(key, 12)).toEqual(photo.slice(0, 12));
    const served = await fetch(objectUrl(key));
    expect([served.headers.get('cache-control'), served.headers.get('content-disposition')]).toEqual([
      'public, max-age=31536000, immutable',
      'inline; filename="photo-1280w.webp"',
    ]);

    await deletePhotos([key]);
    expect([await describePhoto(key), await readPhoto(key)]).toEqual([null, null]);
  });

  it('stores keys with spaces, plus signs, brackets and non-ASCII letters under the key itself', async () => {
    const key = "photos/a b+c/(1)!*'ü & <x>.png";
    await putPhoto(key, bytes(10), 'image/png');
    expect(await readPhoto(key)).toEqual(bytes(10));
    expect(new Uint8Array(await (await fetch(objectUrl(key))).arrayBuffer())).toEqual(bytes(10));
    await deletePhotos([key]);
    expect(await describePhoto(key)).toBeNull();
  });

  it('deletes many keys in one call, missing ones included', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `photos/many/${i}.png`);
    for (const key of keys.slice(0, 3)) await putPhoto(key, bytes(3), 'image/png');
    await deletePhotos(keys);
    expect(await Promise.all(keys.map(describePhoto))).toEqual(keys.map(() => null));
  });

  it("answers S3's error as the SDK's: reading the head of a missing object is NoSuchKey", async () => {
    const error = await readPhotoHead('photos/missing.png', 12).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoSuchKey);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });

  it('takes a browser upload with the presigned POST form, as the SDK-made form was taken', async () => {
    const key = 'photos/listings/owner/listing/upload.png';
    const upload = await presignPhotoUpload({ key, contentType: 'image/png', maxBytes: 1000, expiresInSeconds: 300, now: new Date() });
    expect(upload.url).toBe(`${s3.endpoint}/${LOCAL_PHOTO_BUCKET}`);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([bytes(700)], { type: 'image/png' }), 'upload.png');
    const response = await fetch(upload.url, { method: 'POST', body: form });
    expect(response.status).toBe(204);
    expect(await describePhoto(key)).toEqual({ size: 700, contentType: 'image/png' });
  });

  it('signs a POST policy that binds the key, the content type and the size range, and expires when it says', async () => {
    const key = 'photos/listings/owner/listing/policy.jpg';
    const now = new Date();
    const upload = await presignPhotoUpload({ key, contentType: 'image/jpeg', maxBytes: 5 * 1024 * 1024, expiresInSeconds: 300, now });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5 * 1024 * 1024],
        ['eq', '$Content-Type', 'image/jpeg'],
        ['eq', '$key', key],
        { key },
        { bucket: LOCAL_PHOTO_BUCKET },
      ]),
    );
    expect(upload.fields).toMatchObject({ key, 'Content-Type': 'image/jpeg', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(upload.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(Date.parse(policy.expiration) - Date.parse(upload.expiresAt))).toBeLessThan(5000);
  });
});
