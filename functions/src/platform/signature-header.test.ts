import { checkTimestampedSignature, signTimestamped } from './signature-header';

const secret = 'whsec_test_secret';
const body = Buffer.from('{"id":"evt_1","type":"invoice.paid"}');
const now = new Date('2026-11-24T12:00:00Z');

describe('timestamped signature headers', () => {
  it('accepts a header signed over the exact bytes within the tolerance', () => {
    expect(checkTimestampedSignature(signTimestamped(body, secret, now), body, secret, 300, now)).toEqual({ ok: true });
  });

  it('accepts any matching v1 (a rolled secret sends two)', () => {
    const header = `${signTimestamped(body, 'old-secret', now)},v1=${signTimestamped(body, secret, now).split('v1=')[1]}`;
    expect(checkTimestampedSignature(header, body, secret, 300, now).ok).toBe(true);
  });

  it.each([
    ['a changed body', signTimestamped(body, secret, now), Buffer.from('{"id":"evt_1","type":"invoice.paid" }'), now],
    ['another secret', signTimestamped(body, 'other', now), body, now],
    ['a stale timestamp', signTimestamped(body, secret, new Date(now.getTime() - 301_000)), body, now],
    ['a future timestamp', signTimestamped(body, secret, new Date(now.getTime() + 301_000)), body, now],
  ])('refuses %s', (_case, header, rawBody, at) => {
    expect(checkTimestampedSignature(header, rawBody, secret, 300, at).ok).toBe(false);
  });

  it.each([undefined, '', 't=abc,v1=00', 't=1', 'v1=abcd', 't=1,v1=zz'])('refuses the malformed header %s', (header) => {
    expect(checkTimestampedSignature(header, body, secret, 300, now).ok).toBe(false);
  });
});
