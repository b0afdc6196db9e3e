import { inject } from 'vitest';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';
import { rawGet } from '../../../test/raw-get';
import {
  GPS_TAGGED_JPEG,
  JPEG,
  PNG,
  PNG_SIGNATURE_HTML,
  WIDE_JPEG,
  describeServedPhoto,
  pixelAt,
  uploadToS3,
  type TPresignedUpload,
} from '../../../test/uploads';

type TClient = ReturnType<typeof createApiClient>;
type TConfirmed = { images: string[]; rejected: { key: string; message: string }[] };

const baseUrl = () => createApiClient().baseUrl;
/** Straight from the bucket, past the site: is the object still stored? */
const isStored = async (key: string) => (await fetch(`${inject('s3Endpoint')}/${inject('handlerEnv').PHOTO_BUCKET}/${key}`)).status === 200;

async function listingWithSlots(files: { name: string; contentType: string }[]) {
  const { client } = await signUpActiveAgent();
  const { id } = await createListing(client);
  const presigned = await client.post<{ uploads: TPresignedUpload[] }>(`/api/properties/${id}/photos/uploads`, {
    files: files.map((f) => ({ ...f, size: 1000 })),
  });
  return { client, id, uploads: presigned.body.uploads };
}
const confirm = (client: TClient, id: string, keys: string[]) => client.post<TConfirmed>(`/api/properties/${id}/photos`, { keys });

describe('photo uploads cannot put a page on the site', () => {
  it('refuses and deletes an upload stored with another type than its slot, or whose bytes are another type', async () => {
    const { client, id, uploads } = await listingWithSlots([
      { name: 'x.png', contentType: 'image/png' },
      { name: 'y.png', contentType: 'image/png' },
      { name: 'z.png', contentType: 'image/png' },
    ]);
    const [html, realPngAsHtml, jpegInPngSlot] = uploads as [TPresignedUpload, TPresignedUpload, TPresignedUpload];
    await uploadToS3(html, PNG_SIGNATURE_HTML, 'text/html', { 'Content-Type': 'text/html' });
    await uploadToS3(realPngAsHtml, PNG, 'text/html', { 'Content-Type': 'text/html' });
    await uploadToS3(jpegInPngSlot, JPEG, 'image/png');
    expect(await isStored(html.key)).toBe(true);

    const confirmed = await confirm(client, id, [html.key, realPngAsHtml.key, jpegInPngSlot.key]);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.images).toEqual([]);
    expect(confirmed.body.rejected.map((r) => [r.key, r.message])).toEqual(uploads.map((u) => [u.key, 'The file is not a JPG, PNG or WebP image.']));
    for (const upload of uploads) expect(await isStored(upload.key)).toBe(false);
    expect((await fetch(`${baseUrl()}/${html.key}`)).status).toBe(404);
  });

  it('serves every photo with the type its bytes have, nosniff, inline with a safe name and a CSP that runs nothing', async () => {
    const { client, id, uploads } = await listingWithSlots([
      { name: 'front.jpg', contentType: 'image/jpeg' },
      { name: 'x.png', contentType: 'image/png' },
    ]);
    const [front, html] = uploads as [TPresignedUpload, TPresignedUpload];
    await uploadToS3(front, JPEG, 'image/jpeg');
    // Not confirmed (yet): the stored type says text/html, the site must still not serve a page.
    await uploadToS3(html, PNG_SIGNATURE_HTML, 'text/html', { 'Content-Type': 'text/html' });
    const [image] = (await confirm(client, id, [front.key])).body.images;

    for (const [path, type] of [
      [image!, 'image/webp'],
      [`/${html.key}`, 'image/png'],
    ] as const) {
      const response = await fetch(baseUrl() + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${path.slice(path.lastIndexOf('/') + 1)}"`);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    }
  });

  it("strips the phone's metadata (GPS included) and turns the photo upright", async () => {
    const { client, id, uploads } = await listingWithSlots([{ name: 'porch.jpg', contentType: 'image/jpeg' }]);
    const original = await describeServedPhoto(GPS_TAGGED_JPEG);
    expect(original).toMatchObject({ width: 300, height: 200, orientation: 6, exif: expect.any(Buffer) });
    await uploadToS3(uploads[0]!, GPS_TAGGED_JPEG, 'image/jpeg');
    const [image] = (await confirm(client, id, [uploads[0]!.key])).body.images;

    const bytes = new Uint8Array(await (await fetch(baseUrl() + image!)).arrayBuffer());
    expect(await describeServedPhoto(bytes)).toEqual({
      format: 'webp',
      width: 200,
      height: 300,
      exif: undefined,
      orientation: undefined,
      icc: undefined,
      xmp: undefined,
    });
    expect(Buffer.from(bytes).includes('PhoneCo')).toBe(false);
    // The camera's left half (red) is the top once upright.
    const [top, bottom] = [await pixelAt(bytes, 100, 20), await pixelAt(bytes, 100, 280)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
    // The upload, which still carries the location, is gone.
    expect(await isStored(uploads[0]!.key)).toBe(false);
  });

  it('serves listing photos in a web size, never wider than 1280 px', async () => {
    const { client, id, uploads } = await listingWithSlots([{ name: 'wide.jpg', contentType: 'image/jpeg' }]);
    await uploadToS3(uploads[0]!, WIDE_JPEG, 'image/jpeg');
    const [image] = (await confirm(client, id, [uploads[0]!.key])).body.images;
    const bytes = new Uint8Array(await (await fetch(baseUrl() + image!)).arrayBuffer());
    expect(await describeServedPhoto(bytes)).toMatchObject({ format: 'webp', width: 1280, height: 853 });
    expect(bytes.byteLength).toBeLessThan(WIDE_JPEG.byteLength);
  });
});

describe('the photo proxy serves only photos', () => {
  it('answers 404 or 400 for paths that climb out, malformed escapes and keys outside the photo folders, and keeps serving', async () => {
    const { client, id, uploads } = await listingWithSlots([
      { name: 'a.png', contentType: 'image/png' },
      { name: 'b.png', contentType: 'image/png' },
      { name: 'c.png', contentType: 'image/png' },
    ]);
    const [photo, outside, otherFolder] = uploads as [TPresignedUpload, TPresignedUpload, TPresignedUpload];
    await uploadToS3(photo, PNG, 'image/png');
    const [image] = (await confirm(client, id, [photo.key])).body.images;
    // The local S3 does not enforce the policy's key, so objects outside the photo folders can exist.
    await uploadToS3(outside, PNG, 'image/png', { key: 'private/notes.png' });
    await uploadToS3(otherFolder, PNG, 'image/png', { key: 'photos/other/notes.png' });
    expect(await isStored('private/notes.png')).toBe(true);
    expect(await isStored('photos/other/notes.png')).toBe(true);

    const answers = Object.fromEntries(
      await Promise.all(
        [
          '/photos/../',
          '/photos/%2e%2e/',
          '/photos/../private/notes.png',
          '/photos/listings/../other/notes.png',
          '/photos/listings/%2e%2e/other/notes.png',
          '/photos/%2E%2E/private/notes.png',
          '/photos/..%2fprivate%2fnotes.png',
          '/photos/listings/%2e%2e/%2e%2e/private/notes.png',
          '/photos/listings/..%5c..%5cprivate/notes.png',
          '/photos/',
          '/photos/listings/',
          '/photos/other/notes.png',
          '/photos/%E0%A4%A',
          '/photos/listings/%E0%A4%A',
          '/photos/listings/%',
        ].map(async (path) => [path, (await rawGet(baseUrl(), path)).status] as const),
      ),
    );
    expect(answers).toEqual({
      '/photos/../': 404,
      '/photos/%2e%2e/': 404,
      '/photos/../private/notes.png': 404,
      '/photos/listings/../other/notes.png': 404,
      '/photos/listings/%2e%2e/other/notes.png': 404,
      '/photos/%2E%2E/private/notes.png': 404,
      '/photos/..%2fprivate%2fnotes.png': 404,
      '/photos/listings/%2e%2e/%2e%2e/private/notes.png': 404,
      '/photos/listings/..%5c..%5cprivate/notes.png': 404,
      '/photos/': 404,
      '/photos/listings/': 404,
      '/photos/other/notes.png': 404,
      '/photos/%E0%A4%A': 400,
      '/photos/listings/%E0%A4%A': 400,
      '/photos/listings/%': 400,
    });
    expect((await rawGet(baseUrl(), image!)).status).toBe(200);
    expect((await createApiClient().get(`/api/properties/${id}`)).status).toBe(200);
  });
});
