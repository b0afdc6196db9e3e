import { inject } from 'vitest';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';

type TUpload = { key: string; url: string; fields: Record<string, string>; expiresAt: string };
type TError = { message: string; errors?: { path: string; message: string }[] };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** What the browser does: a multipart POST of the policy fields, then the file, straight to S3. */
async function uploadToS3(upload: TUpload, bytes: Buffer, contentType: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'photo');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  expect(response.status).toBeLessThan(300);
}

async function presign(client: ReturnType<typeof createApiClient>, id: string, files: { name: string; contentType: string; size: number }[]) {
  return client.post<{ uploads: TUpload[] } & TError>(`/api/properties/${id}/photos/uploads`, { files });
}

describe('listing photos: presign → upload to S3 → confirm', () => {
  it('attaches real images in order and serves them from /photos', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const presigned = await presign(client, id, [
      { name: 'front.png', contentType: 'image/png', size: PNG.length },
      { name: 'kitchen.jpg', contentType: 'image/jpeg', size: JPEG.length },
    ]);
    expect(presigned.status).toBe(201);
    const [front, kitchen] = presigned.body.uploads;
    expect(front!.key).toMatch(new RegExp(`^photos/listings/[0-9A-Z]{26}/${id}/[0-9A-Z]{26}\\.png$`));
    expect(front!.url.startsWith(inject('s3Endpoint'))).toBe(true);
    expect(front!.fields).toMatchObject({ key: front!.key, 'Content-Type': 'image/png', Policy: expect.any(String), 'X-Amz-Signature': expect.any(String) });
    expect(Date.parse(front!.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    await uploadToS3(front!, PNG, 'image/png');
    await uploadToS3(kitchen!, JPEG, 'image/jpeg');

    const confirmed = await client.post<{ images: string[]; rejected: unknown[] }>(`/api/properties/${id}/photos`, { keys: [front!.key, kitchen!.key] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ images: [`/${front!.key}`, `/${kitchen!.key}`], rejected: [] });
    const property = await createApiClient().get<{ images: string[]; coverImage: string; photoCount: number }>(`/api/properties/${id}`);
    expect(property.body).toMatchObject({ images: confirmed.body.images, coverImage: `/${front!.key}`, photoCount: 2 });
    const served = await fetch(createApiClient().baseUrl + property.body.coverImage);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('rejects what the policy should have stopped: an oversize file and bytes that are not an image', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const [big, fake] = (
      await presign(client, id, [
        { name: 'big.jpg', contentType: 'image/jpeg', size: 1000 },
        { name: 'fake.png', contentType: 'image/png', size: 20 },
      ])
    ).body.uploads;
    await uploadToS3(big!, Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]), 'image/jpeg');
    await uploadToS3(fake!, Buffer.from('<script>alert(1)</script>'), 'image/png');
    const confirmed = await client.post<{ images: string[]; rejected: { key: string; message: string }[] }>(`/api/properties/${id}/photos`, { keys: [big!.key, fake!.key] });
    expect(confirmed.body.images).toEqual([]);
    expect(confirmed.body.rejected).toEqual([
      { key: big!.key, message: 'The file is too large. Maximum size is 10MB.' },
      { key: fake!.key, message: 'The file is not a JPG, PNG or HEIC image.' },
    ]);
    expect((await fetch(`${createApiClient().baseUrl}/${fake!.key}`)).status).toBe(404);
  });

  it('refuses a wrong type, too many files, uploads that never arrived and keys of another listing', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const other = await createListing(client);
    const wrongType = await presign(client, id, [{ name: 'notes.txt', contentType: 'text/plain', size: 10 }]);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toContainEqual({ path: 'files.0.contentType', message: 'Only JPG, PNG and HEIC images can be uploaded' });
    const tooMany = await presign(client, id, Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, contentType: 'image/jpeg', size: 10 })));
    expect(tooMany.status).toBe(400);

    const [foreign] = (await presign(client, other.id, [{ name: 'x.jpg', contentType: 'image/jpeg', size: JPEG.length }])).body.uploads;
    await uploadToS3(foreign!, JPEG, 'image/jpeg');
    const [missing] = (await presign(client, id, [{ name: 'y.jpg', contentType: 'image/jpeg', size: JPEG.length }])).body.uploads;
    const confirmed = await client.post<{ rejected: { message: string }[] }>(`/api/properties/${id}/photos`, { keys: [foreign!.key, missing!.key] });
    expect(confirmed.body.rejected.map((r) => r.message)).toEqual(['This upload does not belong to this listing.', 'The upload did not arrive. Please try again.']);
    expect((await fetch(`${createApiClient().baseUrl}/${foreign!.key}`)).status).toBe(200);
  });

  it('lets only the owner presign or confirm', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const intruder = (await signUpActiveAgent()).client;
    expect((await presign(intruder, id, [{ name: 'a.jpg', contentType: 'image/jpeg', size: 10 }])).status).toBe(403);
    expect((await intruder.post(`/api/properties/${id}/photos`, { keys: ['photos/listings/x'] })).status).toBe(403);
  });
});
