import { createHmac } from 'node:crypto';
import { CRM_WEBHOOK_SIGNATURE_HEADER } from '@shared/constants/crm';
import { egressFetch } from '../egress/egress-fetch';
import { postJson } from './crm-send-error';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, Stripe's scheme, so receivers can reuse its checks. */
export function webhookSignature(body: string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * POSTs a JSON payload to an agent's webhook, signed with the connection's secret, through the egress guard:
 * the address is resolved once and the connection refused unless it is public (a name pointed at a private
 * address after it was saved included). Redirects are not followed.
 */
export async function postSignedWebhook(url: string, secret: string, payload: unknown, now: Date): Promise<void> {
  const body = JSON.stringify(payload);
  await postJson(
    url,
    body,
    { [CRM_WEBHOOK_SIGNATURE_HEADER]: webhookSignature(body, secret, now), 'user-agent': 'OpenHouseMarket-Webhooks/1.0' },
    'The webhook',
    { fetchFn: egressFetch },
  );
}
