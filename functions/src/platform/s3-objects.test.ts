import { DeleteObjectsCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { AwsV4Signer } from 'aws4fetch';

const KEYS = ['photos/listings/01J0/01J1/01J2.png', "photos/a b+c/(1)!*'ü & <x>~.png", 'photos//double/slash.jpg', 'photos/100%/x?y#z.webp'];

/** Ours, in a fresh module graph from the environment given (the endpoint and region are read once). */
async function objectUrl(env: { region: string; endpoint?: string }, bucket: string, key: string) {
  vi.resetModules();
  vi.stubEnv('AWS_REGION', env.region);
  vi.stubEnv('AWS_ENDPOINT_URL_S3', env.endpoint);
  vi.stubEnv('AWS_ENDPOINT_URL', undefined);
  const { s3ObjectUrl } = await import('./s3-objects');
  return s3ObjectUrl(bucket, key);
}

/** The URL the SDK's S3 client sends a GetObject to (its handler stubbed), which is also the path it signs. */
async function sdkObjectUrl(env: { region: string; endpoint?: string }, bucket: string, key: string) {
  let url = '';
  const client = new S3Client({
    region: env.region,
    credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    ...(env.endpoint ? { endpoint: env.endpoint, forcePathStyle: true } : {}),
    requestHandler: {
      handle: async (request: { protocol: string; hostname: string; port?: number; path: string }) => {
        url = `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}`;
        throw new Error('not sent');
      },
    },
  });
  await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
  return url;
}

describe('S3 object calls', () => {
  afterEach(() => vi.unstubAllEnvs());

  const settings = [
    { region: 'us-east-1' },
    { region: 'eu-west-1' },
    { region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' },
  ];

  it.each(settings)("go to the SDK's URLs, virtual-hosted or path-style at an override: %o", async (env) => {
    for (const key of KEYS) expect(await objectUrl(env, 'marketplace-photos', key)).toBe(await sdkObjectUrl(env, 'marketplace-photos', key));
  });

  it('are signed with the path as S3 computes it: each segment encoded once', async () => {
    for (const key of KEYS) {
      const url = await objectUrl({ region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' }, 'b', key);
      const signer = new AwsV4Signer({ url, accessKeyId: 'AKID', secretAccessKey: 'secret', service: 's3', region: 'us-east-1' });
      expect(signer.encodedPath).toBe(new URL(url).pathname);
    }
  });

  it("sends DeleteObjects as the SDK does: the same XML body, escaped keys, and S3's required CRC-32 checksum", async () => {
    const keys = ['photos/a.png', "photos/a&b <c> \"d\" 'e'.jpg"];
    let sdk: { url: string; headers: Record<string, string>; body: string } | undefined;
    // Both at S3's own endpoint, whatever endpoint variables this process has.
    vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
    vi.stubEnv('AWS_ENDPOINT_URL', undefined);
    const client = new S3Client({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      requestHandler: {
        handle: async (request: { hostname: string; path: string; headers: Record<string, string>; body: string }) => {
          sdk = { url: `https://${request.hostname}${request.path}?delete`, headers: request.headers, body: request.body };
          throw new Error('not sent');
        },
      },
    });
    await client.send(new DeleteObjectsCommand({ Bucket: 'marketplace-photos', Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } })).catch(() => undefined);

    vi.resetModules();
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ENDPOINT_URL_S3', undefined);
    vi.stubEnv('AWS_ENDPOINT_URL', undefined);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKID');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => (sent.push(new Request(url, init)), new Response('<DeleteResult/>')));
    try {
      const { deleteS3Objects } = await import('./s3-objects');
      await deleteS3Objects('marketplace-photos', keys);
    } finally {
      vi.unstubAllGlobals();
    }
    const [ours] = sent;
    expect([ours!.method, ours!.url, await ours!.text()]).toEqual(['POST', sdk!.url, sdk!.body]);
    for (const header of ['content-type', 'x-amz-sdk-checksum-algorithm', 'x-amz-checksum-crc32']) expect(ours!.headers.get(header), header).toBe(sdk!.headers[header]);
  });
});
