import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

const ORIGIN_TOKEN = 'cloudfront-origin-token-0123456789';
const readSecretOnce = vi.fn(async (arn: string) => (arn === 'arn:aws:secretsmanager:us-east-1:1:secret:origin' ? ORIGIN_TOKEN : 'wrong-secret'));
vi.mock('../../platform/secrets', () => ({ readSecretOnce }));

const BASE_ENV = { TABLE_NAME: 't', PHOTO_BUCKET: 'b', SITE_ORIGIN: 'https://market.example', IP_HASH_SALT: 'a-salt-of-sixteen-chars', LOG_LEVEL: 'silent' };

/** A public route through the shared middy stack, with the given configuration. */
async function handlerWith(env: Record<string, string>) {
  vi.resetModules();
  for (const name of ['ORIGIN_VERIFY_SECRET_ARN', 'ORIGIN_VERIFY_HEADER', 'CLIENT_IP_HEADER']) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries({ ...BASE_ENV, ...env })) vi.stubEnv(name, value);
  const { defineHandler } = await import('../define-handler');
  const route = { method: 'GET', path: '/api/ping', handler: 'ping', access: 'public', resources: [], summary: 'ping', tags: [] } as const;
  const handler = defineHandler(route, async ({ sourceIp }) => ({ body: { sourceIp } }));
  return (headers: Record<string, string>) =>
    handler(
      {
        version: '2.0',
        routeKey: 'GET /api/ping',
        rawPath: '/api/ping',
        rawQueryString: '',
        headers,
        requestContext: { requestId: 'r1', http: { method: 'GET', path: '/api/ping', sourceIp: '130.176.0.1', userAgent: '' } },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2,
      {} as Context,
    ) as Promise<APIGatewayProxyStructuredResultV2>;
}

describe('the CloudFront origin secret', () => {
  afterEach(() => vi.unstubAllEnvs());
  const cloud = { ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:origin', CLIENT_IP_HEADER: 'cloudfront-viewer-address' };

  it('refuses a request that did not come through CloudFront, forged viewer address or not', async () => {
    const call = await handlerWith(cloud);
    const forged: Record<string, string>[] = [
      {},
      { 'cloudfront-viewer-address': '203.0.113.9:443' },
      { 'x-origin-verify': 'guess', 'cloudfront-viewer-address': '203.0.113.9:443' },
    ];
    for (const headers of forged) {
      const response = await call(headers);
      expect(response.statusCode).toBe(403);
      expect(JSON.parse(response.body!)).toEqual({ message: 'Requests must come through the site.', code: 'FORBIDDEN' });
    }
  });

  it('lets CloudFront requests through, and only then reads the viewer address', async () => {
    const call = await handlerWith(cloud);
    const response = await call({ 'x-origin-verify': ORIGIN_TOKEN, 'cloudfront-viewer-address': '203.0.113.9:46532' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toEqual({ sourceIp: '203.0.113.9' });
  });

  it('reads the header the configuration names', async () => {
    const call = await handlerWith({ ...cloud, ORIGIN_VERIFY_HEADER: 'X-Edge-Secret' });
    expect((await call({ 'x-origin-verify': ORIGIN_TOKEN })).statusCode).toBe(403);
    expect((await call({ 'x-edge-secret': ORIGIN_TOKEN })).statusCode).toBe(200);
  });

  it('is off without a configured secret (the embedded server), where the source IP is the client', async () => {
    const call = await handlerWith({});
    const response = await call({});
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toEqual({ sourceIp: '130.176.0.1' });
  });

  it('is a configuration error to trust a viewer-address header without the secret', async () => {
    await handlerWith({ CLIENT_IP_HEADER: 'cloudfront-viewer-address' });
    const { getHttpEnv } = await import('../../platform/env');
    expect(getHttpEnv).toThrow(/CLIENT_IP_HEADER: trusted only behind the CDN check: set ORIGIN_VERIFY_SECRET_ARN/);
  });
});
