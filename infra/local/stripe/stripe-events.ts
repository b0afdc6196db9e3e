import type Stripe from 'stripe';
import type { TStripeEventType } from './billing-context';
import { STRIPE_API_VERSION } from '../../../functions/src/adapters/payments/stripe-client';
import { stripeId } from './stripe-state';

/** An event as Stripe sends it; the official type is the contract for every field served. */
export type TServedEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type: TStripeEventType;
  data: { object: unknown };
};

/** `created` is wall-clock time even when the test clock runs ahead, as with Stripe's test clocks. */
export function buildEvent(type: TStripeEventType, object: unknown): TServedEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
