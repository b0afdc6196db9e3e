import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
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

describe('S3 object URLs', () => {
  afterEach(() => vi.unstubAllEnvs());

  const settings = [
    { region: 'us-east-1' },
    { region: 'eu-west-1' },
    { region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' },
  ];

  it.each(settings)("are the SDK's, virtual-hosted or path-style at an override: %o", async (env) => {
    for (const key of KEYS) expect(await objectUrl(env, 'marketplace-photos', key)).toBe(await sdkObjectUrl(env, 'marketplace-photos', key));
  });

  it('are signed with the path as S3 computes it: each segment encoded once', async () => {
    for (const key of KEYS) {
      const url = await objectUrl({ region: 'us-east-1', endpoint: 'http://127.0.0.1:4569' }, 'b', key);
      const signer = new AwsV4Signer({ url, accessKeyId: 'AKID', secretAccessKey: 'secret', service: 's3', region: 'us-east-1' });
      expect(signer.encodedPath).toBe(new URL(url).pathname);
    }
  });
});
