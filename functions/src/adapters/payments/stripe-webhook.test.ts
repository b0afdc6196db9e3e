// The official package is the oracle here (a test may import it; nothing a handler reaches does).
import Stripe from 'stripe';
import { WebhookPayloadError, WebhookSignatureError } from './payments';
import { verifiedWebhookJson } from './stripe-webhook';

const secret = 'whsec_test_endpoint_secret';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1_790_000_000, data: { object: { id: 'in_1', object: 'invoice' } } }, null, 2);
const now = new Date();
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
/** A Stripe-Signature header as the official package makes one for its users' tests. */
const stripeHeader = (options: { payload?: string; secret?: string; at?: Date } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload: options.payload ?? payload, secret: options.secret ?? secret, timestamp: unix(options.at ?? now) });

describe('the Stripe-Signature check', () => {
  it("accepts what the official package signs, as a string or as the raw bytes, and parses the body", () => {
    const header = stripeHeader();
    expect(verifiedWebhookJson(payload, header, secret, now)).toEqual(JSON.parse(payload));
    expect(verifiedWebhookJson(Buffer.from(payload), header, secret, now)).toEqual(JSON.parse(payload));
  });

  it('accepts a header the official package would accept: several v1 signatures (a rolled secret), one of them ours', () => {
    const header = `${stripeHeader({ secret: 'whsec_the_old_secret' })},v1=${stripeHeader().split('v1=')[1]}`;
    expect(() => Stripe.webhooks.constructEvent(payload, header, secret)).not.toThrow();
    expect(verifiedWebhookJson(payload, header, secret, now)).toMatchObject({ id: 'evt_1' });
  });

  it.each([
    ['a tampered body', payload.replace('invoice.paid', 'invoice.voided'), stripeHeader()],
    ['another secret', payload, stripeHeader({ secret: 'whsec_some_other_secret' })],
    ['a timestamp older than 5 minutes', payload, stripeHeader({ at: new Date(now.getTime() - 301_000) })],
    ['no v1 signature', payload, `t=${unix(now)}`],
    ['a garbled header', payload, 'not a signature'],
  ])('refuses %s, as the official package does', (_case, body, header) => {
    expect(() => Stripe.webhooks.constructEvent(body, header, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verifiedWebhookJson(body, header, secret, now)).toThrow(WebhookSignatureError);
  });

  it('refuses a missing header', () => {
    expect(() => verifiedWebhookJson(payload, undefined, secret, now)).toThrow(new WebhookSignatureError('Missing Stripe-Signature header'));
  });

  it('accepts a timestamp just within the tolerance', () => {
    expect(verifiedWebhookJson(payload, stripeHeader({ at: new Date(now.getTime() - 290_000) }), secret, now)).toMatchObject({ id: 'evt_1' });
  });

  it('reports a correctly signed body that is not JSON as a payload error, after the signature', () => {
    const body = 'not json';
    expect(() => verifiedWebhookJson(body, stripeHeader({ payload: body }), secret, now)).toThrow(WebhookPayloadError);
    expect(() => verifiedWebhookJson(body, stripeHeader({ payload: body, secret: 'whsec_wrong_secret' }), secret, now)).toThrow(WebhookSignatureError);
  });
});
