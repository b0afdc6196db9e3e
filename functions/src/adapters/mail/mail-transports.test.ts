import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { createOutboxTransport } from './outbox-transport';
import { createSesTransport } from './ses-transport';

const mail = { to: 'robin@example.test', replyTo: 'agent@example.test', subject: 'Re: Inquiry\r\nBcc: victim@example.test', text: 'Yes, come by.\nSaturday works.' };

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

describe('the one-click unsubscribe headers (RFC 8058)', () => {
  const withUnsubscribe = { ...mail, unsubscribeUrl: 'https://openhouse.example/api/mail/unsubscribe/tok_123' };
  const expected = { 'List-Unsubscribe': '<https://openhouse.example/api/mail/unsubscribe/tok_123>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };

  it('are kept in the outbox file, where tests read them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-headers-'));
    try {
      const { messageId } = await createOutboxTransport({ dir, from: 'Market <no-reply@localhost>' }).send(withUnsubscribe);
      expect(JSON.parse(readFileSync(join(dir, `${messageId}.json`), 'utf8')).headers).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('go to SES as message headers', async () => {
    const sent: SendEmailCommand[] = [];
    const client = { send: async (command: SendEmailCommand) => (sent.push(command), { MessageId: 'ses-2' }) };
    await createSesTransport({ from: 'Market <no-reply@openhouse.market>', client: client as never }).send(withUnsubscribe);
    expect(sent[0]!.input.Content?.Simple?.Headers).toEqual(Object.entries(expected).map(([Name, Value]) => ({ Name, Value })));
  });
});

describe('the SES transport', () => {
  it('sends one SendEmail (v2) from the configured sender, UTF-8 plain text, Reply-To the agent', async () => {
    const sent: unknown[] = [];
    const client = { send: async (command: unknown) => (sent.push(command), { MessageId: 'ses-1' }) };
    const transport = createSesTransport({ from: 'OpenHouse Market <no-reply@openhouse.market>', client: client as never });
    expect(await transport.send(mail)).toEqual({ messageId: 'ses-1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(SendEmailCommand);
    expect((sent[0] as SendEmailCommand).input).toEqual({
      FromEmailAddress: 'OpenHouse Market <no-reply@openhouse.market>',
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
});
