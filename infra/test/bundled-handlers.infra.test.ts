import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { build } from 'esbuild';
import { lambdaContext, toApiGatewayEvent } from '../local/lambda-event';
import { findFreePort } from '../local/ports';
import { ensureTable } from '../local/provision';
import { startDynamoDbLocal, type TRunningService } from '../local/services/dynamodb-local';
import { TEST_PASSWORD_COST } from '../local/testing/test-password-cost';
import { lambdaEsbuildOptions } from '../lib/lambda-bundling';
import { handlerEntry, REPO_ROOT } from '../lib/paths';

/**
 * The handlers as Lambda runs them: bundled with the Lambda options (the SDK shims and aliases included) and
 * called, against DynamoDB Local, as API Gateway calls them. `npm start` and the API tests run the real
 * packages, so this is where a shim that breaks a request would show.
 */
type THandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const SITE_ORIGIN = 'http://localhost:3999';
const TABLE_NAME = 'bundled-handlers';

/** A DynamoDB GetItem sent through a client bundled as the functions are; the request is captured, not sent. */
const SIGNING_PROBE = `
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
export async function signedGetItem(region) {
  let captured;
  const requestHandler = { handle: async (request) => { captured = request; throw Object.assign(new Error('captured'), { name: 'Captured' }); } };
  const client = new DynamoDBClient({ region, requestHandler, defaultUserAgentProvider: async () => [['probe']] });
  await client.send(new GetItemCommand({ TableName: 'probe', Key: { pk: { S: 'a' } } })).catch((error) => { if (error.name !== 'Captured') throw error; });
  return captured;
}`;

type TCapturedRequest = { protocol: string; hostname: string; port?: number; path: string; headers: Record<string, string>; body: Uint8Array };
type TProbe = { signedGetItem: (region: string) => Promise<TCapturedRequest> };

/** What goes on the wire (the SDK versions' user agents aside: both clients are given the same one). */
const plain = ({ protocol, hostname, port, path, headers, body }: TCapturedRequest) => ({
  protocol,
  hostname,
  port,
  path,
  headers: { ...headers },
  body: new TextDecoder().decode(body),
});

/** The same GetItem through the SDK as installed (no shims), captured the same way. */
async function signedGetItemUnbundled(region: string): Promise<TCapturedRequest> {
  let captured: TCapturedRequest | undefined;
  const requestHandler = {
    handle: async (request: TCapturedRequest) => {
      captured = request;
      throw Object.assign(new Error('captured'), { name: 'Captured' });
    },
  };
  const client = new DynamoDBClient({ region, requestHandler: requestHandler as never, defaultUserAgentProvider: async () => [['probe']] });
  await client.send(new GetItemCommand({ TableName: 'probe', Key: { pk: { S: 'a' } } })).catch((error: Error) => {
    if (error.name !== 'Captured') throw error;
  });
  return captured!;
}

function apiEvent(method: string, path: string, options: { body?: unknown; cookies?: string[] } = {}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {
    host: 'localhost:3999',
    origin: SITE_ORIGIN,
    'content-type': 'application/json',
    'user-agent': 'bundled-handlers-test',
  };
  if (options.cookies?.length) headers.cookie = options.cookies.join('; ');
  const request = { method, url: path, headers, httpVersion: '1.1', socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  const body = options.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(options.body));
  return toApiGatewayEvent(request, body, { routeKey: `${method} ${path}`, pathParameters: {} });
}

describe('handlers bundled as Lambda runs them', () => {
  const savedEnv = { ...process.env };
  let dynamodb: TRunningService;
  let dataDir: string;
  let outDir: string;
  const handlers: Record<string, THandler> = {};
  let probe: TProbe;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bundled-handlers-'));
    dynamodb = await startDynamoDbLocal({ port: await findFreePort(), dataDir });
    await ensureTable(dynamodb.endpoint, TABLE_NAME);
    // Inside the repository, so what a bundle leaves external resolves from its node_modules, as in the bench.
    mkdirSync(join(REPO_ROOT, '.data'), { recursive: true });
    outDir = mkdtempSync(join(REPO_ROOT, '.data', 'bundled-handlers-'));
    const modules = ['http/auth/sign-up-buyer', 'http/auth/get-current-user'];
    await build({
      ...lambdaEsbuildOptions(),
      entryPoints: Object.fromEntries(modules.map((module) => [module, handlerEntry(module)])),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      absWorkingDir: REPO_ROOT,
    });
    await build({
      ...lambdaEsbuildOptions(),
      stdin: { contents: SIGNING_PROBE, resolveDir: REPO_ROOT, loader: 'js' },
      outfile: join(outDir, 'probe.mjs'),
      absWorkingDir: REPO_ROOT,
    });
    // What Lambda and the embedded runtime give a function; the endpoint override is the SDK's own variable.
    Object.assign(process.env, {
      TABLE_NAME,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'bundled',
      AWS_SECRET_ACCESS_KEY: 'bundled-secret',
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
      SITE_ORIGIN,
      APP_MODE: 'live',
      IP_HASH_SALT: 'bundled-handlers-salt-0123456789',
      DEVICE_COOKIE_KEY: 'bundled-handlers-device-key-0123456789',
      PASSWORD_SCRYPT_N: String(TEST_PASSWORD_COST),
      LOG_LEVEL: 'silent',
      // A sign-up mails its confirmation link: to an outbox of this test's own.
      OUTBOX_DIR: join(dataDir, 'outbox'),
    });
    for (const module of modules) handlers[module] = ((await import(pathToFileURL(join(outDir, `${module}.mjs`)).href)) as { handler: THandler }).handler;
    probe = (await import(pathToFileURL(join(outDir, 'probe.mjs')).href)) as TProbe;
  }, 180_000);

  afterAll(async () => {
    process.env = savedEnv;
    await dynamodb?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('sign up, then read the signed-in user, through the bundled SDK against DynamoDB Local', async () => {
    const email = `bundled-${Date.now()}@example.com`;
    const signup = { name: 'Bundled Buyer', email, password: 'correct-horse-battery', consents: { terms: true } };
    const created = await handlers['http/auth/sign-up-buyer']!(
      apiEvent('POST', '/api/auth/signup/buyer', { body: signup }),
      lambdaContext('sign-up-buyer', 'r1'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const session = created.cookies!.find((cookie) => cookie.startsWith('sid='))!.split(';')[0]!;

    const current = await handlers['http/auth/get-current-user']!(
      apiEvent('GET', '/api/auth/user', { cookies: [session] }),
      lambdaContext('get-current-user', 'r2'),
    );
    expect(current.statusCode, current.body).toBe(200);
    expect(JSON.parse(current.body!)).toMatchObject({ email, firstName: expect.any(String), profile: { role: 'BUYER', displayName: 'Bundled Buyer' } });

    // A refused conditional write comes back through the bundled client's error deserialization.
    const again = await handlers['http/auth/sign-up-buyer']!(
      apiEvent('POST', '/api/auth/signup/buyer', { body: signup }),
      lambdaContext('sign-up-buyer', 'r3'),
    );
    expect(again.statusCode, again.body).toBe(409);
  });

  it('signs a request exactly as the SDK does, to the regional endpoint, with the credentials from the environment', async () => {
    delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
    process.env.AWS_SESSION_TOKEN = 'bundled-session-token';
    // The request's time and invocation id (both signed) the same for both.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-03T04:05:06Z'));
    const uuid = vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000000');
    try {
      for (const region of ['eu-west-1', 'cn-north-1']) {
        const [bundled, unbundled] = [await probe.signedGetItem(region), await signedGetItemUnbundled(region)];
        expect(plain(bundled)).toEqual(plain(unbundled));
        expect(bundled.hostname).toBe(region === 'eu-west-1' ? 'dynamodb.eu-west-1.amazonaws.com' : 'dynamodb.cn-north-1.amazonaws.com.cn');
        expect(bundled.headers.authorization).toMatch(
          new RegExp(
            `^AWS4-HMAC-SHA256 Credential=bundled/20260203/${region}/dynamodb/aws4_request, SignedHeaders=.*x-amz-security-token.*, Signature=[0-9a-f]{64}$`,
          ),
        );
        expect(bundled.headers['x-amz-security-token']).toBe('bundled-session-token');
      }
    } finally {
      uuid.mockRestore();
      vi.useRealTimers();
      process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamodb.endpoint;
      delete process.env.AWS_SESSION_TOKEN;
    }
  });
});
