import { createHmac, timingSafeEqual } from 'node:crypto';

export type TSignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` header (Stripe's scheme, which
 * other senders copy): any v1 may match (secrets roll over), and t must lie within the tolerance of now.
 */
export function checkTimestampedSignature(header: string | undefined, rawBody: Buffer, secret: string, toleranceSeconds: number, now: Date): TSignatureCheck {
  if (!header) return { ok: false, reason: 'missing signature header' };
  const parts = header.split(',').map((part) => part.trim().split('=') as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { ok: false, reason: 'malformed signature header' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'timestamp outside the tolerance' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'no signature matches' };
}

/** The header a sender of this scheme writes; tests and local stand-ins sign with it. */
export function signTimestamped(rawBody: Buffer | string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
