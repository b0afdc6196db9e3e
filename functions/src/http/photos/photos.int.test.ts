import { inject } from 'vitest';
import { PHOTO_TYPE_MESSAGE } from '@shared/schemas/photo.schema';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';
import { JPEG, PNG, describeServedPhoto, uploadToS3, type TPresignedUpload } from '../../../test/uploads';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };
type TConfirmed = { images: string[]; rejected: { key: string; message: string }[] };

const presign = (client: TClient, id: string, files: { name: string; contentType: string; size: number }[]) =>
  client.post<{ uploads: TPresignedUpload[] } & TError>(`/api/properties/${id}/photos/uploads`, { files });
const served = (path: string) => fetch(createApiClient().baseUrl + path);
/** The served copy of an upload: beside it, named after its size, always WebP. */
const webUrlOf = (key: string) => `/${key.replace(/\.[a-z]+$/, '')}-1280w.webp`;

describe('listing photos: presign → upload to S3 → confirm', () => {
  it('attaches the served copies in order, serves them from /photos, and deletes the uploads', async () => {
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
    const policy = JSON.parse(Buffer.from(front!.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(Date.parse(front!.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    await uploadToS3(front!, PNG, 'image/png');
    await uploadToS3(kitchen!, JPEG, 'image/jpeg');

    const confirmed = await client.post<TConfirmed>(`/api/properties/${id}/photos`, { keys: [front!.key, kitchen!.key] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ images: [webUrlOf(front!.key), webUrlOf(kitchen!.key)], rejected: [] });
    const property = await createApiClient().get<{ images: string[]; coverImage: string; photoCount: number }>(`/api/properties/${id}`);
    expect(property.body).toMatchObject({ images: confirmed.body.images, coverImage: webUrlOf(front!.key), photoCount: 2 });
    const cover = await served(property.body.coverImage);
    expect(cover.status).toBe(200);
    expect(await describeServedPhoto(new Uint8Array(await cover.arrayBuffer()))).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect((await served(`/${front!.key}`)).status).toBe(404);
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
    const confirmed = await client.post<TConfirmed>(`/api/properties/${id}/photos`, { keys: [big!.key, fake!.key] });
    expect(confirmed.body.images).toEqual([]);
    expect(confirmed.body.rejected).toEqual([
      { key: big!.key, message: 'The file is too large. Maximum size is 10MB.' },
      { key: fake!.key, message: 'The file is not a JPG, PNG or WebP image.' },
    ]);
    expect((await served(`/${fake!.key}`)).status).toBe(404);
  });

  it('refuses HEIC and other types, too many files, uploads that never arrived and keys of another listing', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const other = await createListing(client);
    for (const contentType of ['text/plain', 'image/heic', 'image/heif']) {
      const wrongType = await presign(client, id, [{ name: 'x', contentType, size: 10 }]);
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.errors).toContainEqual({ path: 'files.0.contentType', message: PHOTO_TYPE_MESSAGE });
    }
    expect(PHOTO_TYPE_MESSAGE).toBe('Only JPG, PNG and WebP images can be uploaded (save HEIC photos as JPG first)');
    const tooMany = await presign(
      client,
      id,
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, contentType: 'image/jpeg', size: 10 })),
    );
    expect(tooMany.status).toBe(400);

    const [foreign] = (await presign(client, other.id, [{ name: 'x.jpg', contentType: 'image/jpeg', size: JPEG.length }])).body.uploads;
    await uploadToS3(foreign!, JPEG, 'image/jpeg');
    const [missing] = (await presign(client, id, [{ name: 'y.jpg', contentType: 'image/jpeg', size: JPEG.length }])).body.uploads;
    const confirmed = await client.post<TConfirmed>(`/api/properties/${id}/photos`, { keys: [foreign!.key, missing!.key] });
    expect(confirmed.body.rejected.map((r) => r.message)).toEqual([
      'This upload does not belong to this listing.',
      'The upload did not arrive. Please try again.',
    ]);
    expect((await served(`/${foreign!.key}`)).status).toBe(200);
  });

  it('lets only the owner presign or confirm', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const intruder = (await signUpActiveAgent()).client;
    expect((await presign(intruder, id, [{ name: 'a.jpg', contentType: 'image/jpeg', size: 10 }])).status).toBe(403);
    expect((await intruder.post(`/api/properties/${id}/photos`, { keys: ['photos/listings/x'] })).status).toBe(403);
  });

  it('adds a photo once when its confirm arrives four times at once, and again later', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const [first, second] = (
      await presign(client, id, [
        { name: 'a.png', contentType: 'image/png', size: PNG.length },
        { name: 'b.png', contentType: 'image/png', size: PNG.length },
      ])
    ).body.uploads;
    await uploadToS3(first!, PNG, 'image/png');
    await uploadToS3(second!, PNG, 'image/png');
    expect((await client.post(`/api/properties/${id}/photos`, { keys: [first!.key] })).status).toBe(200);

    const confirms = await Promise.all(Array.from({ length: 4 }, () => client.post<TConfirmed>(`/api/properties/${id}/photos`, { keys: [second!.key] })));
    for (const confirm of confirms)
      expect(confirm).toMatchObject({ status: 200, body: { images: [webUrlOf(first!.key), webUrlOf(second!.key)], rejected: [] } });
    const again = await client.post<TConfirmed>(`/api/properties/${id}/photos`, { keys: [second!.key, first!.key] });
    expect(again.body).toEqual({ images: [webUrlOf(first!.key), webUrlOf(second!.key)], rejected: [] });
    const property = await createApiClient().get<{ images: string[]; photoCount: number }>(`/api/properties/${id}`);
    expect(property.body).toMatchObject({ images: [webUrlOf(first!.key), webUrlOf(second!.key)], photoCount: 2 });
  });
});
