import type Stripe from 'stripe';
import type { STRIPE_API_VERSION } from '../../../functions/src/adapters/payments/stripe-client';
import type { TEventRead, TInvoiceParentRead, TSubscriptionRead } from '../../../functions/src/adapters/payments/stripe-records';
import { LOCAL_STRIPE_PRICES, LOCAL_STRIPE_SECRET_KEY } from './local-stripe-keys';
import type { TServedEvent } from './stripe-events';
import type {
  TServedCustomer,
  TServedInvoice,
  TServedPortalSession,
  TServedPrice,
  TServedSetupIntent,
  TServedSubscription,
  TServedSubscriptionItem,
} from './stripe-objects';
import { startLocalStripeFixture } from './testing/local-stripe-fixture';

/**
 * The official SDK's types are the contract. At compile time: what the adapter reads (stripe-records.ts)
 * is what Stripe sends at the pinned version, and every served shape is a subset of Stripe's type (the Picks in stripe-objects.ts) and carries everything the
 * adapter reads. At run time: the JSON on the wire has exactly the fields of those shapes, no more (an
 * undeclared field would escape the check).
 */
expectTypeOf<typeof STRIPE_API_VERSION>().toEqualTypeOf<Stripe.LatestApiVersion>();
expectTypeOf<Stripe.Subscription>().toExtend<TSubscriptionRead>();
expectTypeOf<Stripe.Event>().toExtend<TEventRead>();
expectTypeOf<Stripe.Invoice['parent']>().toExtend<TInvoiceParentRead>();
expectTypeOf<TServedSubscription>().toExtend<TSubscriptionRead>();
expectTypeOf<TServedEvent>().toExtend<TEventRead>();
expectTypeOf<TServedSubscription['status']>().toExtend<Stripe.Subscription.Status>();

type TKeysOf<T> = readonly (keyof T)[];
/** Lists every key of T, or fails to compile: `keys` must name each one. */
const allKeys =
  <T>() =>
  <const K extends TKeysOf<T>>(keys: Exclude<keyof T, K[number]> extends never ? K : never) =>
    [...keys].sort();

const SUBSCRIPTION_KEYS = allKeys<TServedSubscription>()([
  'id',
  'object',
  'customer',
  'status',
  'created',
  'start_date',
  'billing_cycle_anchor',
  'cancel_at',
  'cancel_at_period_end',
  'canceled_at',
  'ended_at',
  'trial_start',
  'trial_end',
  'trial_settings',
  'currency',
  'collection_method',
  'default_payment_method',
  'livemode',
  'metadata',
  'payment_settings',
  'test_clock',
  'items',
  'latest_invoice',
  'pending_setup_intent',
]);
const ITEM_KEYS = allKeys<TServedSubscriptionItem>()([
  'id',
  'object',
  'created',
  'current_period_start',
  'current_period_end',
  'metadata',
  'quantity',
  'subscription',
  'price',
]);
const PRICE_KEYS = allKeys<TServedPrice>()([
  'id',
  'object',
  'active',
  'billing_scheme',
  'created',
  'currency',
  'livemode',
  'lookup_key',
  'metadata',
  'nickname',
  'product',
  'recurring',
  'type',
  'unit_amount',
]);
const INVOICE_KEYS = allKeys<TServedInvoice>()([
  'id',
  'object',
  'customer',
  'status',
  'billing_reason',
  'amount_due',
  'amount_paid',
  'amount_remaining',
  'currency',
  'created',
  'livemode',
  'period_start',
  'period_end',
  'attempt_count',
  'attempted',
  'next_payment_attempt',
  'parent',
  'metadata',
  'confirmation_secret',
]);
const CUSTOMER_KEYS = allKeys<TServedCustomer>()(['id', 'object', 'created', 'email', 'name', 'metadata', 'livemode', 'delinquent', 'description']);
const SETUP_INTENT_KEYS = allKeys<TServedSetupIntent>()([
  'id',
  'object',
  'client_secret',
  'customer',
  'status',
  'created',
  'livemode',
  'payment_method',
  'last_setup_error',
  'next_action',
  'usage',
]);
const PORTAL_KEYS = allKeys<TServedPortalSession>()(['id', 'object', 'created', 'customer', 'livemode', 'return_url', 'url']);

describe("the stand-in's answers match the shapes typed against the official SDK", () => {
  let fixture: Awaited<ReturnType<typeof startLocalStripeFixture>>;
  beforeAll(async () => {
    fixture = await startLocalStripeFixture();
  });
  afterAll(() => fixture.stop());

  const api = async (method: 'GET' | 'POST', path: string, form: Record<string, string> = {}) => {
    const body = new URLSearchParams(form).toString();
    const response = await fetch(`${fixture.stripe.url}${path}${method === 'GET' && body ? `?${body}` : ''}`, {
      method,
      headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      ...(method === 'POST' ? { body } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const keysOf = (value: unknown) => Object.keys(value as object).sort();

  it('customers, subscriptions with their item, price and expanded invoice, and portal sessions', async () => {
    const customer = await api('POST', '/v1/customers', { email: 'shape@example.test', name: 'Shape', 'metadata[userId]': 'shape' });
    expect(keysOf(customer.json)).toEqual(CUSTOMER_KEYS);
    const created = await api('POST', '/v1/subscriptions', {
      customer: String(customer.json.id),
      'items[0][price]': LOCAL_STRIPE_PRICES[0]?.id ?? '',
      payment_behavior: 'default_incomplete',
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    const subscription = created.json as unknown as TServedSubscription;
    expect(keysOf(subscription)).toEqual(SUBSCRIPTION_KEYS);
    expect(keysOf(subscription.items.data[0])).toEqual(ITEM_KEYS);
    expect(keysOf(subscription.items.data[0]?.price)).toEqual(PRICE_KEYS);
    expect(keysOf(subscription.latest_invoice)).toEqual(INVOICE_KEYS);
    const plain = await api('GET', `/v1/subscriptions/${subscription.id}`);
    expect(typeof plain.json.latest_invoice).toBe('string');
    const trial = await api('POST', '/v1/subscriptions', {
      customer: String(customer.json.id),
      'items[0][price]': LOCAL_STRIPE_PRICES[0]?.id ?? '',
      payment_behavior: 'default_incomplete',
      trial_end: String(Math.floor(Date.now() / 1000) + 5 * 86_400),
      'expand[0]': 'pending_setup_intent',
    });
    const setupIntent = (trial.json as unknown as TServedSubscription).pending_setup_intent;
    expect(keysOf(setupIntent)).toEqual(SETUP_INTENT_KEYS);
    expect(keysOf((await api('GET', `/v1/setup_intents/${(setupIntent as TServedSetupIntent).id}`)).json)).toEqual(SETUP_INTENT_KEYS);
    const portal = await api('POST', '/v1/billing_portal/sessions', { customer: String(customer.json.id), return_url: 'http://127.0.0.1:5173/account' });
    expect(keysOf(portal.json)).toEqual(PORTAL_KEYS);
  });

  it('refuses what it does not implement the way Stripe does: unknown parameters and expansions, other keys', async () => {
    expect(await api('POST', '/v1/customers', { email: 'x@example.test', phone: '555' })).toEqual({
      status: 400,
      json: { error: { type: 'invalid_request_error', code: 'parameter_unknown', message: 'Received unknown parameter: phone', param: 'phone' } },
    });
    const expanded = await api('GET', '/v1/subscriptions/sub_x', { 'expand[0]': 'latest_invoice.payment_intent' });
    expect(expanded.json).toEqual({
      error: { type: 'invalid_request_error', message: 'This property cannot be expanded (latest_invoice.payment_intent).', param: 'expand' },
    });
    const unauthenticated = await fetch(`${fixture.stripe.url}/v1/customers/cus_x`, { headers: { authorization: 'Bearer sk_test_wrong' } });
    expect(unauthenticated.status).toBe(401);
  });

  it('replays an idempotent request and refuses the same key with other parameters', async () => {
    const post = (email: string) =>
      fetch(`${fixture.stripe.url}/v1/customers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'same-key' },
        body: new URLSearchParams({ email }).toString(),
      });
    const first = await post('one@example.test');
    const replay = await post('one@example.test');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const conflicting = await post('two@example.test');
    expect(conflicting.status).toBe(400);
    expect(((await conflicting.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });
});
