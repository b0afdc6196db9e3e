import { systemActor } from '../../services/actor';
import { handlePaymentEvent } from '../../services/subscriptions/handle-payment-event';
import { defineWebhook } from '../define-webhook';
import { json } from '../kit/http-types';
import { STRIPE_WEBHOOK } from '../route-groups/billing.routes';
import { getBillingDeps } from './billing-deps';

export const handler = defineWebhook(STRIPE_WEBHOOK, async ({ rawBody, headers }) => {
  const outcome = await handlePaymentEvent(getBillingDeps(), systemActor('stripe-webhook'), { rawBody, signature: headers[STRIPE_WEBHOOK.verifier.header] });
  return json({ received: true, ...(outcome === 'duplicate' ? { duplicate: true } : outcome === 'ignored' ? { ignored: true } : {}) });
});
