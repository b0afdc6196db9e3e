import { AwsClient } from 'aws4fetch';
import { startLoopbackServer, type TLoopbackServer } from '../../test/loopback-server';
import { awsFetch, AwsServiceError, resetAwsClients, type TAwsService } from './aws-fetch';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session-token-example' };
const region = 'eu-west-1';

/**
 * Every service's calls to `base`: the service-specific variables (which a runtime started by another test
 * may have set in this process) would win over AWS_ENDPOINT_URL.
 */
function pointEveryServiceAt(base: string) {
  vi.stubEnv('AWS_ENDPOINT_URL', base);
  for (const variable of ['AWS_ENDPOINT_URL_SQS', 'AWS_ENDPOINT_URL_SCHEDULER', 'AWS_ENDPOINT_URL_SESV2', 'AWS_ENDPOINT_URL_S3']) vi.stubEnv(variable, undefined);
}

type TReceived = { method: string; url: string; headers: Record<string, string>; body: string };

/**
 * What the SDK's SignatureV4 signs (through awsFetch, as sent over the wire) is checked against an independent
 * implementation, aws4fetch, given the same request, the same instant and the same signed headers.
 */
describe('a signed request', () => {
  let server: TLoopbackServer;
  let received: TReceived[] = [];

  beforeAll(async () => {
    server = await startLoopbackServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end('{}');
      });
    });
    vi.stubEnv('AWS_REGION', region);
    pointEveryServiceAt(server.base);
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
    resetAwsClients();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetAwsClients();
    await server.close();
  });
  beforeEach(() => {
    received = [];
  });

  const cases: { what: string; service: TAwsService; path: string; method: string; headers: Record<string, string>; body?: string }[] = [
    { what: 'an SQS JSON call', service: 'sqs', path: '/', method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' }, body: '{"QueueUrl":"https://sqs.eu-west-1.amazonaws.com/123456789012/q","MessageBody":"{\\"a\\":1}"}' },
    { what: 'a Scheduler delete (an encoded path label, a query)', service: 'scheduler', path: '/schedules/mls-sync.cfg%3A01?groupName=mls%20sync&clientToken=4d1c2f1e', method: 'DELETE', headers: {} },
    { what: 'an S3 put (a key encoded once, an unsigned payload)', service: 's3', path: "/bucket/photos/a%20b%2Bc/%281%29%21%2A%27%C3%BC.png", method: 'PUT', headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' }, body: 'png bytes' },
    { what: 'an S3 bulk delete (a bare query key)', service: 's3', path: '/bucket?delete', method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<Delete><Object><Key>a</Key></Object></Delete>' },
  ];

  it.each(cases)('signs $what as aws4fetch signs it', async ({ service, path, method, headers, body }) => {
    await awsFetch(service, path, { method, headers, body });
    const [sent] = received;
    const authorization = sent!.headers.authorization!;
    const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
    // Every header but those SigV4 leaves unsigned (cache-control among them).
    expect(signedNames).toEqual(expect.arrayContaining(['host', 'x-amz-date', 'x-amz-security-token', ...Object.keys(headers).filter((name) => name !== 'cache-control')]));
    expect(sent!.headers['x-amz-content-sha256']).toBe(service === 's3' ? 'UNSIGNED-PAYLOAD' : undefined);

    const signingName = service === 'sesv2' ? 'ses' : service;
    const oracle = await new AwsClient({ ...credentials, service: signingName, region }).sign(`${server.base}${sent!.url}`, {
      method,
      headers: Object.fromEntries(signedNames.filter((name) => name !== 'x-amz-date' && name !== 'x-amz-security-token' && name !== 'host').map((name) => [name, sent!.headers[name]!])),
      body,
      aws: { datetime: sent!.headers['x-amz-date'], allHeaders: true },
    });
    expect(authorization).toBe(oracle.headers.get('authorization'));
    expect(sent!.body).toBe(body ?? '');
  });

  it('gives up an attempt that gets no answer in time, tries twice more, then fails', async () => {
    const silent = await startLoopbackServer((request) => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers as Record<string, string>, body: '' });
    });
    pointEveryServiceAt(silent.base);
    try {
      const error = await awsFetch('sqs', '/', { method: 'POST', body: '{}', attemptTimeoutMs: 100 }).then(() => undefined, (caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'TimeoutError' });
      expect(received).toHaveLength(3);
    } finally {
      pointEveryServiceAt(server.base);
      await silent.close();
    }
  });

  it('tries a 5xx answer again, signed anew, and gives up after three attempts', async () => {
    const failing = await startLoopbackServer((request, response) => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers as Record<string, string>, body: '' });
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"__type":"ServiceUnavailable","message":"try later"}');
    });
    pointEveryServiceAt(failing.base);
    try {
      const error = await awsFetch('sqs', '/', { method: 'POST', body: '{}' }).then(() => undefined, (caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'ServiceUnavailable', status: 503 });
      expect(received).toHaveLength(3);
    } finally {
      pointEveryServiceAt(server.base);
      await failing.close();
    }
  });
});

describe('an AWS error answer', () => {
  let server: TLoopbackServer;
  const answers: Record<string, { status: number; headers?: Record<string, string>; body: string }> = {
    '/json-type': { status: 400, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: '{"__type":"com.amazonaws.sqs#QueueDoesNotExist","message":"The specified queue does not exist."}' },
    '/header-type': { status: 404, headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException:http://internal.amazon.com/coral/com.amazonaws.chronos/' }, body: '{"Message":"Schedule s does not exist."}' },
    '/xml-code': { status: 404, headers: { 'content-type': 'application/xml' }, body: '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>' },
    '/bare': { status: 403, body: '' },
  };

  beforeAll(async () => {
    server = await startLoopbackServer((request, response) => {
      const answer = answers[request.url ?? ''] ?? { status: 200, body: '{}' };
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
    pointEveryServiceAt(server.base);
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    resetAwsClients();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetAwsClients();
    await server.close();
  });

  const errorOf = (path: string) => awsFetch('sqs', path, { method: 'POST', body: '{}' }).then(() => undefined, (error: unknown) => error);

  it.each([
    ['a JSON __type, without its namespace', '/json-type', { code: 'QueueDoesNotExist', status: 400, message: 'sqs 400 QueueDoesNotExist: The specified queue does not exist.' }],
    ['x-amzn-ErrorType, without what follows its colon', '/header-type', { code: 'ResourceNotFoundException', status: 404, message: 'sqs 404 ResourceNotFoundException: Schedule s does not exist.' }],
    ['an XML <Code>', '/xml-code', { code: 'NoSuchKey', status: 404, message: 'sqs 404 NoSuchKey: The specified key does not exist.' }],
    ['nothing but a status', '/bare', { code: 'Http403', status: 403 }],
  ])('is an AwsServiceError coded from %s', async (_, path, expected) => {
    const error = await errorOf(path);
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({ service: 'sqs', ...expected });
  });

  it('is not thrown for a 2xx answer', async () => {
    expect((await awsFetch('sqs', '/ok', { method: 'POST', body: '{}' })).status).toBe(200);
  });
});
