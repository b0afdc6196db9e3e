import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLoopbackServer, type TLoopbackServer } from '../../../test/loopback-server';
import { createOutboxTransport } from './outbox-transport';
import { createSesTransport } from './ses-transport';

const mail = {
  to: 'robin@example.test',
  replyTo: 'agent@example.test',
  subject: 'Re: Inquiry\r\nBcc: victim@example.test',
  text: 'Yes, come by.\nSaturday works.',
};

describe('the outbox transport', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'outbox-test-')), 'nested', 'outbox');
  });
  afterEach(() => rmSync(join(dir, '..', '..'), { recursive: true, force: true }));

  it('writes each e-mail as a JSON file in the configured folder only, subject on one line', async () => {
    const transport = createOutboxTransport({ dir, from: 'Market <no-reply@localhost>', now: () => new Date('2026-06-01T12:00:00Z') });
    const { messageId } = await transport.send(mail);
    await transport.send({ ...mail, to: 'second@example.test' });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toBe(`${messageId}.json`);
    expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toEqual({
      id: messageId,
      from: 'Market <no-reply@localhost>',
      sentAt: '2026-06-01T12:00:00.000Z',
      to: 'robin@example.test',
      replyTo: 'agent@example.test',
      subject: 'Re: Inquiry Bcc: victim@example.test',
      text: 'Yes, come by.\nSaturday works.',
    });
  });
});

const unsubscribeHeaders = {
  'List-Unsubscribe': '<https://openhouse.example/api/mail/unsubscribe/tok_123>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};
const withUnsubscribe = { ...mail, unsubscribeUrl: 'https://openhouse.example/api/mail/unsubscribe/tok_123' };

it('keeps the one-click unsubscribe headers (RFC 8058) in the outbox file, where tests read them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-headers-'));
  try {
    const { messageId } = await createOutboxTransport({ dir, from: 'Market <no-reply@localhost>' }).send(withUnsubscribe);
    expect(JSON.parse(readFileSync(join(dir, `${messageId}.json`), 'utf8')).headers).toEqual(unsubscribeHeaders);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

type TSesRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: { Content: { Simple: { Headers?: unknown } } };
};

/**
 * The SES transport through @aws-sdk/client-sesv2, pointed (AWS_ENDPOINT_URL_SESV2, as the SDK reads it) at a
 * sink on 127.0.0.1 that records each request and answers a MessageId, as SES answers SendEmail.
 */
describe('the SES transport', () => {
  const received: TSesRequest[] = [];
  let sink: TLoopbackServer;

  beforeAll(async () => {
    sink = await startLoopbackServer((request, response) => {
      let text = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      request.on('end', () => {
        received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: JSON.parse(text) as TSesRequest['body'] });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: `ses-${received.length}` }));
      });
    });
    vi.stubEnv('AWS_ENDPOINT_URL_SESV2', sink.base);
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDLOCAL');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local-secret');
  });
  beforeEach(() => void received.splice(0));
  afterAll(async () => {
    vi.unstubAllEnvs();
    await sink.close();
  });

  it('sends one signed SendEmail (v2) from the configured sender, UTF-8 plain text, Reply-To the agent, and answers its MessageId', async () => {
    const transport = createSesTransport({ from: 'OpenHouse Market <no-reply@openhouse.market>', configurationSet: 'marketplace-mail' });
    const { messageId } = await transport.send(mail);
    expect(received).toHaveLength(1);
    expect(messageId).toBe('ses-1');
    const [request] = received;
    expect([request!.method, request!.path, request!.headers['content-type']]).toEqual(['POST', '/v2/email/outbound-emails', 'application/json']);
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDLOCAL\/\d{8}\/eu-west-1\/ses\/aws4_request, SignedHeaders=[a-z0-9;-]*host;[a-z0-9;-]*x-amz-date[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(request!.body).toEqual({
      FromEmailAddress: 'OpenHouse Market <no-reply@openhouse.market>',
      ConfigurationSetName: 'marketplace-mail',
      Destination: { ToAddresses: ['robin@example.test'] },
      ReplyToAddresses: ['agent@example.test'],
      Content: {
        Simple: {
          Subject: { Data: 'Re: Inquiry Bcc: victim@example.test', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Yes, come by.\nSaturday works.', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('sends the one-click unsubscribe headers (RFC 8058) as message headers', async () => {
    await createSesTransport({ from: 'Market <no-reply@openhouse.market>' }).send(withUnsubscribe);
    expect(received[0]!.body.Content.Simple.Headers).toEqual(Object.entries(unsubscribeHeaders).map(([Name, Value]) => ({ Name, Value })));
  });
});
