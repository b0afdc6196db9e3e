import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

/** The AWS SDK's `createPresignedPost` is the oracle: the same credentials, time and inputs give the same form. */
const NOW = new Date('2026-03-07T09:08:07.654Z');
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const KEY = 'photos/listings/01J00000000000000000000000/01J00000000000000000000001/01J00000000000000000000002.png';

type TSetting = { region: string; endpoint?: string; sessionToken?: string };

/** Ours, read in a fresh module graph from the environment the setting makes (credentials and region are read once). */
async function ours(setting: TSetting, input: { bucket: string; contentType: string; maxBytes: number; expiresInSeconds: number }) {
  vi.resetModules();
  vi.stubEnv('AWS_REGION', setting.region);
  vi.stubEnv('AWS_ACCESS_KEY_ID', CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', CREDENTIALS.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', setting.sessionToken);
  vi.stubEnv('AWS_ENDPOINT_URL_S3', setting.endpoint);
  vi.stubEnv('AWS_ENDPOINT_URL', undefined);
  const { createS3PresignedPost } = await import('./s3-presigned-post');
  return createS3PresignedPost({
    bucket: input.bucket,
    key: KEY,
    conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
      ['eq', '$key', KEY],
    ],
    fields: { 'Content-Type': input.contentType },
    expiresInSeconds: input.expiresInSeconds,
    now: NOW,
  });
}

async function theirs(setting: TSetting, input: { bucket: string; contentType: string; maxBytes: number; expiresInSeconds: number }) {
  const client = new S3Client({
    region: setting.region,
    credentials: { ...CREDENTIALS, sessionToken: setting.sessionToken },
    ...(setting.endpoint ? { endpoint: setting.endpoint, forcePathStyle: true } : {}),
  });
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  try {
    return await createPresignedPost(client, {
      Bucket: input.bucket,
      Key: KEY,
      Conditions: [
        ['content-length-range', 1, input.maxBytes],
        ['eq', '$Content-Type', input.contentType],
        ['eq', '$key', KEY],
      ],
      Fields: { 'Content-Type': input.contentType },
      Expires: input.expiresInSeconds,
    });
  } finally {
    vi.useRealTimers();
  }
}

describe('createS3PresignedPost', () => {
  afterEach(() => vi.unstubAllEnvs());

  const settings: [string, TSetting][] = [
    ['virtual-hosted in us-east-1', { region: 'us-east-1' }],
    ['virtual-hosted in eu-west-1 with a session token', { region: 'eu-west-1', sessionToken: 'IQoJb3JpZ2luX2VjE//session+token=' }],
    ['path-style at an endpoint override', { region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' }],
  ];

  it.each(settings)('makes the URL, fields, policy and signature the SDK makes: %s', async (_, setting) => {
    for (const input of [
      { bucket: 'marketplace-photos', contentType: 'image/png', maxBytes: 10 * 1024 * 1024, expiresInSeconds: 300 },
      { bucket: 'prod-photobucket-1a2b3c4d5e6f', contentType: 'image/jpeg', maxBytes: 5 * 1024 * 1024, expiresInSeconds: 3600 },
    ]) {
      const [mine, sdk] = [await ours(setting, input), await theirs(setting, input)];
      expect(mine).toEqual(sdk);
      // Field order is form order: the browser sends them as listed, and the file after them.
      expect(Object.keys(mine.fields)).toEqual(Object.keys(sdk.fields));
      expect(JSON.parse(Buffer.from(mine.fields.Policy!, 'base64').toString())).toMatchObject({
        expiration: new Date(NOW.getTime() + input.expiresInSeconds * 1000).toISOString().replace('.654Z', 'Z'),
        conditions: expect.arrayContaining([['content-length-range', 1, input.maxBytes], { 'X-Amz-Date': '20260307T090807Z' }, { key: KEY }]),
      });
    }
  });

  it('names the session token in the fields and the policy only when there is one', async () => {
    const input = { bucket: 'b', contentType: 'image/webp', maxBytes: 10, expiresInSeconds: 60 };
    expect((await ours({ region: 'us-east-1' }, input)).fields['X-Amz-Security-Token']).toBeUndefined();
    const withToken = await ours({ region: 'us-east-1', sessionToken: 'token' }, input);
    expect(withToken.fields['X-Amz-Security-Token']).toBe('token');
    expect(Buffer.from(withToken.fields.Policy!, 'base64').toString()).toContain('{"X-Amz-Security-Token":"token"}');
  });
});
