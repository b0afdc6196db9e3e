import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import { AwsClient } from 'aws4fetch';
import { startLoopbackServer, type TLoopbackServer } from '../../test/loopback-server';
import { awsFetch, AwsServiceError, resetAwsClients } from './aws-fetch';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session-token-example' };
const region = 'eu-west-1';

const bytes = (data: SourceData) => (typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data));

/** The SDK signer's hash, on node:crypto (the SDK's own hash packages are not top-level dependencies). */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

describe('signing with aws4fetch', () => {
  const requests: { what: string; service: string; method: string; url: string; headers: Record<string, string>; body?: string }[] = [
    { what: 'an SQS JSON call', service: 'sqs', method: 'POST', url: 'https://sqs.eu-west-1.amazonaws.com/', headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' }, body: '{"QueueUrl":"https://sqs.eu-west-1.amazonaws.com/123456789012/q","MessageBody":"{\\"a\\":1}"}' },
    { what: 'a Scheduler delete (path label, query)', service: 'scheduler', method: 'DELETE', url: 'https://scheduler.eu-west-1.amazonaws.com/schedules/mls-sync.cfg_01?groupName=mls%20sync&clientToken=4d1c2f1e', headers: {}, body: undefined },
  ];

  it.each(requests)('gives $what the Authorization header the SDK signer gives it', async ({ service, method, url, headers, body }) => {
    const signingDate = new Date('2026-06-01T12:34:56Z');
    const signed = await new AwsClient({ ...credentials, service, region }).sign(url, { method, headers, body, aws: { datetime: '20260601T123456Z' } });

    const { hostname, pathname, searchParams } = new URL(url);
    // The SDK also sends the payload hash as x-amz-content-sha256, which only S3 requires, and signs
    // Content-Type; aws4fetch does neither (the canonical request covers the body's hash either way).
    const sdk = new SignatureV4({ credentials, region, service, sha256: NodeSha256, uriEscapePath: true, applyChecksum: false });
    const sdkSigned = await sdk.sign(
      { method, protocol: 'https:', hostname, path: pathname, query: Object.fromEntries(searchParams), headers: { ...headers, host: hostname }, body },
      { signingDate, unsignableHeaders: new Set(['content-type']) },
    );

    expect(signed.headers.get('authorization')).toBe(sdkSigned.headers.authorization);
    expect(signed.headers.get('x-amz-security-token')).toBe(credentials.sessionToken);
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
    vi.stubEnv('AWS_ENDPOINT_URL', server.base);
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
