import Stripe from 'stripe';
import { WebhookPayloadError, WebhookSignatureError } from './payments';
import { createStripePayments } from './stripe-payments';

const secret = 'whsec_test_endpoint_secret';
const payload = JSON.stringify(
  { id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1_790_000_000, data: { object: { id: 'in_1', object: 'invoice', customer: 'cus_1' } } },
  null,
  2,
);
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
/** A Stripe-Signature header as the official package makes one for its users' tests. */
const stripeHeader = (options: { payload?: string; secret?: string; at?: Date } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: options.payload ?? payload,
    secret: options.secret ?? secret,
    timestamp: unix(options.at ?? new Date()),
  });

/** Verifying needs no network: the adapter's SDK client checks the signature offline. */
const payments = createStripePayments({ secretKey: 'sk_test_offline', webhookSecret: secret, apiUrl: 'http://127.0.0.1:9' });

describe("the adapter's webhook check (the SDK's constructEvent)", () => {
  it('accepts what Stripe signs, as a string or as the raw bytes, and reads the event', () => {
    const header = stripeHeader();
    const event = { id: 'evt_1', type: 'invoice.paid', createdAt: new Date(1_790_000_000_000).toISOString(), customerId: 'cus_1', subscriptionId: null };
    expect(payments.verifyWebhook(payload, header)).toEqual(event);
    expect(payments.verifyWebhook(Buffer.from(payload), header)).toEqual(event);
  });

  it('accepts several v1 signatures (a rolled secret), one of them ours', () => {
    const header = `${stripeHeader({ secret: 'whsec_the_old_secret' })},v1=${stripeHeader().split('v1=')[1]}`;
    expect(payments.verifyWebhook(payload, header)).toMatchObject({ id: 'evt_1' });
  });

  it.each([
    ['a tampered body', payload.replace('invoice.paid', 'invoice.voided'), stripeHeader()],
    ['another secret', payload, stripeHeader({ secret: 'whsec_some_other_secret' })],
    ['a timestamp older than 5 minutes', payload, stripeHeader({ at: new Date(Date.now() - 301_000) })],
    ['no v1 signature', payload, `t=${unix(new Date())}`],
    ['a garbled header', payload, 'not a signature'],
    ['no header', payload, undefined],
  ])('refuses %s as a signature error', (_case, body, header) => {
    expect(() => payments.verifyWebhook(body, header)).toThrow(WebhookSignatureError);
  });

  it('reports a correctly signed body that is not an event as a payload error, after the signature', () => {
    expect(() => payments.verifyWebhook('not json', stripeHeader({ payload: 'not json' }))).toThrow(WebhookPayloadError);
    expect(() => payments.verifyWebhook('not json', stripeHeader({ payload: 'not json', secret: 'whsec_wrong_secret' }))).toThrow(WebhookSignatureError);
    expect(() => payments.verifyWebhook('[1,2]', stripeHeader({ payload: '[1,2]' }))).toThrow(WebhookPayloadError);
  });
});
