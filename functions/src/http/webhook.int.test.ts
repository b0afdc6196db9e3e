import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import { FIXTURE_WEBHOOK, FIXTURE_WEBHOOK_SECRET } from '../../test/fixtures/fixture-entries';
import { fixtureItems } from '../../test/fixtures/fixture-table';
import { signTimestamped } from '../platform/signature-header';

/** A webhook call as another system makes it: no Origin, no cookie, the exact bytes. */
const deliver = (body: Buffer, signature?: string) =>
  fetch(inject('apiBaseUrl') + FIXTURE_WEBHOOK.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-fixture-signature': signature } : {}) },
    body: new Uint8Array(body),
  });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('webhook entries', () => {
  it('hand the handler the raw body byte for byte, with no Origin needed', async () => {
    // Whitespace, key order, escapes, number forms and non-ASCII text: all a parse-and-reserialise would change.
    const body = Buffer.from('{ "b": 1,\n  "a": "caf\u00e9 \u{1F3E0} \\u00e9", "n": 1.10, "e": 1e3 }  \n');
    const response = await deliver(body, signTimestamped(body, FIXTURE_WEBHOOK_SECRET, new Date()));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { received: string; sha256: string };
    expect(Buffer.from(answer.received, 'base64').equals(body)).toBe(true);
    expect(await fixtureItems(`FIXTURE#WEBHOOK#${sha256(body)}`)).toHaveLength(1);
  });

  it.each([
    ['no signature', undefined],
    ['a wrong secret', (body: Buffer) => signTimestamped(body, 'whsec_someone_else', new Date())],
    ['a stale timestamp', (body: Buffer) => signTimestamped(body, FIXTURE_WEBHOOK_SECRET, new Date(Date.now() - 6 * 60_000))],
    ['a signature over other bytes', () => signTimestamped(Buffer.from('{}'), FIXTURE_WEBHOOK_SECRET, new Date())],
  ])('refuse %s with 400 and change nothing', async (_case, sign) => {
    const body = Buffer.from(JSON.stringify({ id: `evt_${Math.random()}`, type: 'fixture' }));
    const response = await deliver(body, sign?.(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid webhook signature.', code: 'BAD_REQUEST' });
    expect(await fixtureItems(`FIXTURE#WEBHOOK#${sha256(body)}`)).toEqual([]);
  });
});
