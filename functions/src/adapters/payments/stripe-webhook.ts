import { checkTimestampedSignature } from '../../platform/signature-header';
import { WebhookPayloadError, WebhookSignatureError } from './payments';

/** Stripe's documented default tolerance (the SDK's too): a signed event older than this is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The parsed JSON of a webhook body, once its `Stripe-Signature` (`t=…,v1=…[,v1=…]`, HMAC-SHA256 of
 * `<t>.<body>` with the endpoint's secret, any v1 may match) holds and `t` is within the tolerance of `now`.
 * What `stripe.webhooks.constructEvent` did: WebhookSignatureError first, then WebhookPayloadError for a
 * signed body that is not JSON.
 */
export function verifiedWebhookJson(rawBody: string | Buffer, signatureHeader: string | undefined, secret: string, now: Date): unknown {
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const check = checkTimestampedSignature(signatureHeader, body, secret, WEBHOOK_TOLERANCE_SECONDS, now);
  if (!check.ok) throw new WebhookSignatureError(`Stripe-Signature refused: ${check.reason}`);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new WebhookPayloadError('The body is not JSON');
  }
}
