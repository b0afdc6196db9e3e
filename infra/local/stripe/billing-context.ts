import type { TLocalPrice } from './local-stripe-keys';
import type { TStripeState, TSubscriptionRecord } from './stripe-state';

/** The event types the stand-in sends (the ones the marketplace handles). */
export type TStripeEventType =
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'customer.subscription.trial_will_end'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'invoice.payment_action_required';

/** What the billing rules work on: the state, the seeded prices, the test clock and the event outlet. */
export type TBillingContext = {
  state: TStripeState;
  prices: Map<string, TLocalPrice>;
  /** The stand-in's clock in Unix seconds (wall clock plus the test clock's advance). */
  now: () => number;
  emitSubscription: (type: TStripeEventType, subscription: TSubscriptionRecord) => void;
  emitInvoice: (type: TStripeEventType, invoiceId: string) => void;
};

/** A request the stand-in refuses the way Stripe would (HTTP status and Stripe's error object). */
export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'authentication_error' | 'idempotency_error',
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
    readonly declineCode: string | null = null,
  ) {
    super(message);
  }
}

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeRequestError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const DAY_SECONDS = 86_400;

/** One billing interval after `from` (calendar months and years, as Stripe bills). */
export function addInterval(from: number, interval: 'month' | 'year'): number {
  const date = new Date(from * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function priceOf(context: TBillingContext, priceId: string, param = 'items[0][price]'): TLocalPrice {
  const price = context.prices.get(priceId);
  if (!price) throw noSuch('price', priceId, param);
  return price;
}
