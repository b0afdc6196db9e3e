import { inject } from 'vitest';
import { BRANDING_DEFAULTS } from '@shared/constants/branding';
import type { TBranding } from '@shared/schemas/profile.schema';
import { signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { GPS_TAGGED_JPEG, JPEG, PNG, WIDE_JPEG, describeServedPhoto, uploadToS3, type TPresignedUpload } from '../../../test/uploads';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };

const put = <T = TBranding & TError>(client: TClient, body: unknown) => client.request<T>('PUT', '/api/profile', { json: body });

describe('GET and PUT /api/profile (branding)', () => {
  let agent: TClient;
  let buyer: TClient;

  beforeAll(async () => {
    [agent, buyer] = (await Promise.all([signUpAs('AGENT'), signUpAs('BUYER')])).map((a) => a.client) as [TClient, TClient];
  });

  it('answers sample defaults only for fields never set, and names them as defaults', async () => {
    const fresh = (await signUpAs('BROKER')).client;
    const before = await fresh.get<TBranding>('/api/profile');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      ...BRANDING_DEFAULTS,
      role: 'BROKER',
      canCustomize: true,
      tagline: null,
      companyWebsite: null,
      certifications: [],
      profilePicture: null,
    });
    expect(new Set(before.body.defaults)).toEqual(new Set(Object.keys(BRANDING_DEFAULTS)));

    const saved = await put(fresh, { yearsExperience: 11, averageResponseTime: null, profileTheme: 'luxury', showStats: 'false' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ yearsExperience: 11, averageResponseTime: null, profileTheme: 'luxury', showStats: false, transactionsCompleted: 150 });
    expect(new Set(saved.body.defaults)).toEqual(
      new Set(['transactionsCompleted', 'clientSatisfactionRate', 'averageDaysOnMarket', 'accentColor', 'showCertifications', 'showCompanyInfo']),
    );
    const again = await fresh.get<TBranding>('/api/profile');
    expect(again.body).toEqual(saved.body);
  });

  it('stores the whole form and returns it after a reload, on another device', async () => {
    const { client, email } = await signUpAs('AGENT');
    const form = {
      tagline: 'Your Austin home, found',
      bio: 'Ten years in Travis County.',
      companyName: 'Lone Star Realty',
      companyDescription: 'Boutique brokerage.',
      companyWebsite: 'https://lonestar.example',
      specialties: ['  Luxury Homes ', 'luxury homes', '', 'First-time Buyers', '   '],
      servingAreas: ['Austin', 'AUSTIN', 'Round Rock'],
      certifications: ['CRS'],
      awards: ['Top 100 Agents 2024'],
      languages: ['English', 'Spanish'],
      yearsExperience: '12',
      transactionsCompleted: 240,
      averageResponseTime: '1 hour',
      clientSatisfactionRate: '99%',
      averageDaysOnMarket: 9,
      testimonialHighlight: 'Sold in a weekend!',
      profileTheme: 'modern',
      accentColor: 'teal',
      showStats: true,
      showCertifications: 'false',
      showCompanyInfo: 'true',
    };
    const saved = await put(client, form);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      specialties: ['Luxury Homes', 'First-time Buyers'],
      servingAreas: ['Austin', 'Round Rock'],
      yearsExperience: 12,
      showCertifications: false,
      showCompanyInfo: true,
      defaults: [],
    });
    const otherDevice = createApiClient();
    await otherDevice.post('/api/auth/signin', { email, password: 'correct-horse-battery' });
    expect((await otherDevice.get<TBranding>('/api/profile')).body).toEqual(saved.body);
    // The current-user call (header, dashboard card) is not served from a stale cache.
    expect((await client.get<{ profile: { specialties: string[]; bio: string } }>('/api/auth/user')).body.profile).toMatchObject({
      specialties: ['Luxury Homes', 'First-time Buyers'],
      bio: 'Ten years in Travis County.',
    });
    // Omitted fields stay; null / '' clear.
    const partial = await put(client, { tagline: '', awards: null });
    expect(partial.body).toMatchObject({ tagline: null, awards: [], bio: 'Ten years in Travis County.', companyName: 'Lone Star Realty' });
  });

  it('keeps HTML-looking text as plain text, verbatim', async () => {
    const bio = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const saved = await put(agent, { bio, tagline: '<b>bold</b>', specialties: ['<i>Condos</i>'] });
    expect(saved.status).toBe(200);
    const loaded = await agent.get<TBranding>('/api/profile');
    expect(loaded.headers.get('content-type')).toMatch(/^application\/json/);
    expect(loaded.body).toMatchObject({ bio, tagline: '<b>bold</b>', specialties: ['<i>Condos</i>'] });
  });

  it('bounds the lists and texts with field errors, and stores nothing then', async () => {
    const before = (await agent.get<TBranding>('/api/profile')).body;
    const response = await put(agent, {
      specialties: Array.from({ length: 21 }, (_, i) => `Specialty ${i}`),
      servingAreas: ['x'.repeat(61)],
      languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`),
      certifications: 'CRS',
      awards: [42],
      tagline: 'x'.repeat(121),
      companyWebsite: 'javascript:alert(1)',
      yearsExperience: -1,
      transactionsCompleted: 'many',
      profileTheme: 'neon',
      accentColor: 'pink',
      showStats: 'yes',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'specialties', message: 'Add at most 20 specialties' },
        { path: 'servingAreas.0', message: 'Service area must be at most 60 characters' },
        { path: 'languages', message: 'Add at most 10 languages' },
        { path: 'certifications', message: 'Send certifications as a list' },
        { path: 'awards.0', message: 'Award must be text' },
        { path: 'tagline', message: 'Tagline must be at most 120 characters' },
        { path: 'companyWebsite', message: 'Please enter a valid URL starting with http:// or https://' },
        { path: 'yearsExperience', message: 'Years of experience cannot be negative' },
        { path: 'transactionsCompleted', message: 'Transactions completed must be a whole number' },
        { path: 'profileTheme', message: 'Choose professional, modern, warm or luxury' },
        { path: 'accentColor', message: 'Choose blue, green, purple, orange or teal' },
        { path: 'showStats', message: 'Show stats must be true or false' },
      ]),
    );
    expect((await agent.get<TBranding>('/api/profile')).body).toEqual(before);
  });

  it('de-duplicates before counting, so 25 entries that are 20 distinct ones pass', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Area ${i}`);
    const saved = await put(agent, { servingAreas: [...twenty, ...twenty.slice(0, 5).map((a) => a.toUpperCase())] });
    expect(saved.status).toBe(200);
    expect(saved.body.servingAreas).toEqual(twenty);
  });

  it('gives a buyer the same shape with canCustomize=false, and refuses their PUT with 403', async () => {
    const own = await buyer.get<TBranding>('/api/profile');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ role: 'BUYER', canCustomize: false });
    const refused = await put<TError>(buyer, { tagline: 'Hi' });
    expect(refused.status).toBe(403);
    expect((await createApiClient().get('/api/profile')).status).toBe(401);
  });
});

describe('profile photos: presign → upload to S3 → confirm', () => {
  const presign = (client: TClient, type: string, file: { name: string; contentType: string; size: number }) =>
    client.post<{ upload: TPresignedUpload } & TError>('/api/profile/photos/uploads', { type, file });
  const confirm = (client: TClient, type: string, key: string) =>
    client.post<{ type: string; photoUrl: string } & TError>('/api/profile/photos', { type, key });
  const served = async (url: string) => (await fetch(createApiClient().baseUrl + url)).status;
  /** The served copy of an upload: beside it, named after its size, always WebP. */
  const webUrlOf = (key: string, size: string) => `/${key.replace(/\.[a-z]+$/, '')}-${size}.webp`;

  it('sets the profile picture and header photo, serves them, and deletes the picture a new one replaces', async () => {
    const { client } = await signUpAs('AGENT');
    const first = await presign(client, 'profile', { name: 'me.png', contentType: 'image/png', size: PNG.length });
    expect(first.status).toBe(201);
    expect(first.body.upload.key).toMatch(/^photos\/profiles\/[0-9A-Z]{26}\/profile\/[0-9A-Z]{26}\.png$/);
    expect(first.body.upload.url.startsWith(inject('s3Endpoint'))).toBe(true);
    expect(first.body.upload.fields).toMatchObject({ key: first.body.upload.key, 'Content-Type': 'image/png' });
    expect(await uploadToS3(first.body.upload, PNG, 'image/png')).toBeLessThan(300);
    const confirmed = await confirm(client, 'profile', first.body.upload.key);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ type: 'profile', photoUrl: webUrlOf(first.body.upload.key, '400x400') });
    expect(await served(confirmed.body.photoUrl)).toBe(200);
    expect(await served(`/${first.body.upload.key}`)).toBe(404);

    const header = (await presign(client, 'header', { name: 'wide.jpg', contentType: 'image/jpeg', size: JPEG.length })).body.upload;
    await uploadToS3(header, JPEG, 'image/jpeg');
    expect((await confirm(client, 'header', header.key)).status).toBe(200);

    const second = (await presign(client, 'profile', { name: 'me2.jpg', contentType: 'image/jpeg', size: JPEG.length })).body.upload;
    await uploadToS3(second, JPEG, 'image/jpeg');
    expect((await confirm(client, 'profile', second.key)).status).toBe(200);
    expect(await served(confirmed.body.photoUrl)).toBe(404);
    expect((await client.get<TBranding>('/api/profile')).body).toMatchObject({
      profilePicture: webUrlOf(second.key, '400x400'),
      headerPhoto: webUrlOf(header.key, '1200x400'),
    });
  });

  it('sets the account avatar for any user (user and profile), visible on the current user at once', async () => {
    const { client } = await signUpAs('BUYER');
    const upload = (await presign(client, 'avatar', { name: 'me.jpg', contentType: 'image/jpeg', size: JPEG.length })).body.upload;
    expect(upload.key).toMatch(/^photos\/profiles\/[0-9A-Z]{26}\/avatar\//);
    await uploadToS3(upload, JPEG, 'image/jpeg');
    const confirmed = await confirm(client, 'avatar', upload.key);
    const avatarUrl = webUrlOf(upload.key, '400x400');
    expect(confirmed.body.photoUrl).toBe(avatarUrl);
    const me = await client.get<{ profileImageUrl: string; profile: { avatarUrl: string } }>('/api/auth/user');
    expect(me.body.profileImageUrl).toBe(avatarUrl);
    expect(me.body.profile.avatarUrl).toBe(avatarUrl);
    expect((await client.get<{ profileImageUrl: string }>('/api/account')).body.profileImageUrl).toBe(avatarUrl);
    // Confirming the same upload again (a double click) answers the same picture.
    expect((await confirm(client, 'avatar', upload.key)).body).toEqual({ type: 'avatar', photoUrl: avatarUrl });
  });

  it("refuses a buyer's branding pictures, wrong types and files over 5 MB before presigning", async () => {
    const { client } = await signUpAs('BUYER');
    const branding = await presign(client, 'profile', { name: 'a.png', contentType: 'image/png', size: 10 });
    expect(branding.status).toBe(403);
    expect(branding.body.message).toBe('Profile customization is only available for real estate agents and brokers.');
    const wrongType = await presign(client, 'avatar', { name: 'a.gif', contentType: 'image/gif', size: 10 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toContainEqual({
      path: 'file.contentType',
      message: 'Only JPG, PNG and WebP images can be uploaded (save HEIC photos as JPG first)',
    });
    const heic = await presign(client, 'avatar', { name: 'a.heic', contentType: 'image/heic', size: 10 });
    expect(heic.status).toBe(400);
    const tooBig = await presign(client, 'avatar', { name: 'a.png', contentType: 'image/png', size: 5 * 1024 * 1024 + 1 });
    expect(tooBig.body.errors).toContainEqual({ path: 'file.size', message: 'File size must be less than 5MB' });
    const wrongKind = await presign(client, 'banner', { name: 'a.png', contentType: 'image/png', size: 10 });
    expect(wrongKind.body.errors?.[0]?.path).toBe('type');
  });

  it('checks what really arrived: size, image signature, presence and ownership (rejected uploads are deleted)', async () => {
    const [{ client }, other] = await Promise.all([signUpAs('AGENT'), signUpAs('AGENT')]);
    const big = (await presign(client, 'avatar', { name: 'big.jpg', contentType: 'image/jpeg', size: 1000 })).body.upload;
    await uploadToS3(big, Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]), 'image/jpeg');
    const tooBig = await confirm(client, 'avatar', big.key);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ message: 'File size must be less than 5MB', errors: [{ path: 'key', message: 'File size must be less than 5MB' }] });
    expect(await served(`/${big.key}`)).toBe(404);

    const fake = (await presign(client, 'profile', { name: 'x.png', contentType: 'image/png', size: 30 })).body.upload;
    await uploadToS3(fake, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect((await confirm(client, 'profile', fake.key)).body.message).toBe('The file is not a JPG, PNG or WebP image.');
    expect(await served(`/${fake.key}`)).toBe(404);

    const missing = (await presign(client, 'header', { name: 'y.png', contentType: 'image/png', size: PNG.length })).body.upload;
    expect((await confirm(client, 'header', missing.key)).body.message).toBe('The upload did not arrive. Please try again.');

    const theirs = (await presign(other.client, 'profile', { name: 'z.png', contentType: 'image/png', size: PNG.length })).body.upload;
    await uploadToS3(theirs, PNG, 'image/png');
    const stolen = await confirm(client, 'profile', theirs.key);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('This upload does not belong to your profile.');
    expect(await served(`/${theirs.key}`)).toBe(200);
    // An avatar upload cannot be confirmed as the header photo either (each kind has its own prefix).
    const avatar = (await presign(client, 'avatar', { name: 'a.png', contentType: 'image/png', size: PNG.length })).body.upload;
    await uploadToS3(avatar, PNG, 'image/png');
    expect((await confirm(client, 'header', avatar.key)).body.message).toBe('This upload does not belong to your profile.');
  });

  it("serves branding pictures at the spec sizes (400×400 picture, 1200×400 header) without the phone's metadata", async () => {
    const { client } = await signUpAs('AGENT');
    const picture = (await presign(client, 'profile', { name: 'me.jpg', contentType: 'image/jpeg', size: GPS_TAGGED_JPEG.length })).body.upload;
    const header = (await presign(client, 'header', { name: 'wide.jpg', contentType: 'image/jpeg', size: WIDE_JPEG.length })).body.upload;
    await uploadToS3(picture, GPS_TAGGED_JPEG, 'image/jpeg');
    await uploadToS3(header, WIDE_JPEG, 'image/jpeg');
    const sizes = [];
    for (const [type, upload] of [
      ['profile', picture],
      ['header', header],
    ] as const) {
      const { photoUrl } = (await confirm(client, type, upload.key)).body;
      sizes.push(await describeServedPhoto(new Uint8Array(await (await fetch(createApiClient().baseUrl + photoUrl)).arrayBuffer())));
    }
    // The picture is smaller than the box, so it is not enlarged; it is turned upright (200×300) and cropped square.
    expect(sizes).toEqual([
      { format: 'webp', width: 200, height: 200, exif: undefined, orientation: undefined, icc: undefined, xmp: undefined },
      { format: 'webp', width: 1200, height: 400, exif: undefined, orientation: undefined, icc: undefined, xmp: undefined },
    ]);
  });
});
