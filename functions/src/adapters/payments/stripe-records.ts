import type Stripe from 'stripe';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { BILLING_INTERVALS, BILLING_STATUSES } from '@shared/schemas/billing.schema';
import { WebhookPayloadError, type TPaymentEvent, type TPaymentSubscription, type TPaymentSubscriptionStatus } from './payments';

/**
 * The parts of Stripe's objects (at the pinned API version, stripe-client.ts) this adapter reads. Any
 * Stripe.Subscription fits; so must the local stand-in's answers (its contract test checks that at compile
 * time), which keeps the two from drifting apart.
 */
export type TSubscriptionRead = Pick<Stripe.Subscription, 'id' | 'customer' | 'status' | 'cancel_at_period_end' | 'trial_end' | 'default_payment_method'> & {
  items: {
    data: Array<Pick<Stripe.SubscriptionItem, 'id' | 'current_period_end'> & { price: Pick<Stripe.Price, 'id' | 'unit_amount' | 'currency' | 'recurring'> }>;
  };
  latest_invoice: string | Pick<Stripe.Invoice, 'status' | 'confirmation_secret'> | null;
  pending_setup_intent: string | Pick<Stripe.SetupIntent, 'client_secret' | 'status'> | null;
};
/** Where an invoice names its subscription (since API 2025-03-31). */
export type TInvoiceParentRead = Stripe.Invoice['parent'];
/** An event as read from a webhook body: any type string (new types arrive before the SDK knows them). */
export type TEventRead = Pick<Stripe.Event, 'id' | 'created'> & { type: string; data: { object: unknown } };

const isoFromUnix = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

function statusOf(status: string): TPaymentSubscriptionStatus {
  const known = BILLING_STATUSES.find((s) => s === status);
  if (!known) throw new Error(`Unknown Stripe subscription status '${status}'`);
  return known;
}

const intervalOf = (interval: string | undefined) => BILLING_INTERVALS.find((i) => i === interval) ?? 'month';

/** The secret the card form confirms, from a subscription whose `latest_invoice.confirmation_secret` is expanded. */
export function clientSecretOf(subscription: TSubscriptionRead): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string' || invoice.status !== 'open') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

/** The card-saving secret of a trial without a card, from a subscription whose `pending_setup_intent` is expanded. */
export function setupSecretOf(subscription: TSubscriptionRead): string | null {
  const intent = subscription.pending_setup_intent;
  if (!intent || typeof intent === 'string' || subscription.status !== 'trialing' || subscription.default_payment_method) return null;
  return intent.status === 'canceled' || intent.status === 'succeeded' ? null : intent.client_secret;
}

/** The plain record services store. Since API 2025-03-31 the period lives on the subscription item. */
export function toPaymentSubscription(subscription: TSubscriptionRead): TPaymentSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  const status = statusOf(subscription.status);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status,
    priceId: item.price.id,
    amount: item.price.unit_amount ?? 0,
    currency: item.price.currency,
    interval: intervalOf(item.price.recurring?.interval),
    currentPeriodEnd: isoFromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: subscription.trial_end == null ? null : isoFromUnix(subscription.trial_end),
    hasPaymentMethod: subscription.default_payment_method != null,
    pendingClientSecret: status === 'incomplete' ? clientSecretOf(subscription) : setupSecretOf(subscription),
  };
}

const ZEventReadSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(255)),
    type: z.string().check(z.minLength(1), z.maxLength(255)),
    created: z.number().check(z.int(), z.gte(0), z.lte(253_402_300_799)),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  }),
);

/** A signed body as an event: an object with an id, a type, a creation time and a data object; WebhookPayloadError otherwise. */
export function readEvent(parsed: unknown): TEventRead {
  const event = ZEventReadSchema.safeParse(parsed);
  if (!event.success) throw new WebhookPayloadError(`Not an event: ${event.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ')}`);
  return event.data;
}

/** Which subscription and customer an event concerns, whatever object it carries. */
export function toPaymentEvent(event: TEventRead): TPaymentEvent {
  const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null; parent?: TInvoiceParentRead };
  const subscriptionId =
    object.object === 'subscription' ? (object.id ?? null) : object.object === 'invoice' ? idOf(object.parent?.subscription_details?.subscription) : null;
  return { id: event.id, type: event.type, createdAt: isoFromUnix(event.created), customerId: idOf(object.customer), subscriptionId };
}
