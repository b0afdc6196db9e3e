import { noSuch, StripeRequestError, type TBillingContext } from './billing-context';
import { formList, formObject, formString, formStrings, type TFormObject } from './form-body';
import { confirmWithCard } from './invoice-payments';
import { confirmSetupWithCard } from './setup-intents';
import { serveCustomer, serveInvoice, servePaymentIntent, servePortalSession, servePrice, serveSetupIntent, serveSubscription } from './stripe-objects';
import { stripeId } from './stripe-state';
import { cancelSubscriptionNow, createSubscription, findSubscription, updateSubscription } from './subscription-lifecycle';

export type TApiRequest = { method: string; path: string; params: TFormObject };
export type TApiAnswer = { status: number; body: unknown };
type TRouteContext = TBillingContext & { baseUrl: string };

/** What a subscription answer may expand: the first invoice (and its payment secret) and the card's SetupIntent. */
const SUBSCRIPTION_EXPANSIONS = ['latest_invoice', 'latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** The local card page of an intent (its `next_action` while it waits for 3-D Secure). */
const checkoutUrlOf = (context: TRouteContext, intent: { clientSecret: string }) => `${context.baseUrl}/checkout/${encodeURIComponent(intent.clientSecret)}`;

/** Stripe's test payment methods for server-side confirmation, mapped to the test cards they stand for. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_authenticationRequired: '4000000000003220',
};

function allowOnly(params: TFormObject, allowed: readonly string[]): void {
  const unknown = Object.keys(params).find((key) => !allowed.includes(key));
  if (unknown) throw new StripeRequestError(400, 'invalid_request_error', `Received unknown parameter: ${unknown}`, 'parameter_unknown', unknown);
}

function expandOf(params: TFormObject, allowed: readonly string[]): string[] {
  const expand = formStrings(params, 'expand');
  const refused = expand.find((path) => !allowed.includes(path));
  if (refused) throw new StripeRequestError(400, 'invalid_request_error', `This property cannot be expanded (${refused}).`, null, 'expand');
  return expand;
}

const required = (params: TFormObject, key: string, value = formString(params, key)) => {
  if (!value) throw new StripeRequestError(400, 'invalid_request_error', `Missing required param: ${key}.`, 'parameter_missing', key);
  return value;
};

const metadataOf = (params: TFormObject) =>
  Object.fromEntries(Object.entries(formObject(params, 'metadata') ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
const booleanOf = (value: string | undefined) => (value === undefined ? undefined : value === 'true');
const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

/** `metadata['key']:'value'` — the one Search Query Language form the stand-in understands. */
function searchCustomers(context: TRouteContext, query: string): TApiAnswer {
  const match = query.match(/^metadata\[['"]([^'"]+)['"]\]:['"](.*)['"]$/);
  if (!match)
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      `The local Stripe stand-in only searches metadata['key']:'value' (got ${query}).`,
      null,
      'query',
    );
  const [, key = '', value = ''] = match;
  const wanted = value.replace(/\\'/g, "'");
  const found = Object.values(context.state.customers)
    .filter((customer) => customer.metadata[key] === wanted)
    .sort((a, b) => a.created - b.created);
  return { status: 200, body: { object: 'search_result', data: found.map(serveCustomer), has_more: false, next_page: null, url: '/v1/customers/search' } };
}

function createSubscriptionFrom(context: TRouteContext, params: TFormObject): TApiAnswer {
  allowOnly(params, ['customer', 'items', 'payment_behavior', 'payment_settings', 'trial_period_days', 'trial_end', 'trial_settings', 'metadata', 'expand']);
  const expand = expandOf(params, SUBSCRIPTION_EXPANSIONS);
  const behaviour = formString(params, 'payment_behavior');
  if (behaviour !== 'default_incomplete')
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      'The local Stripe stand-in supports payment_behavior=default_incomplete only.',
      null,
      'payment_behavior',
    );
  const items = formList(params, 'items');
  const first = items[0];
  if (items.length !== 1 || typeof first !== 'object' || Array.isArray(first))
    throw new StripeRequestError(400, 'invalid_request_error', 'Exactly one item is supported.', null, 'items');
  const trialDays = formString(params, 'trial_period_days');
  const trialEnd = formString(params, 'trial_end');
  if (trialEnd !== undefined && !/^\d+$/.test(trialEnd))
    throw new StripeRequestError(
      400,
      'invalid_request_error',
      'Invalid timestamp: must be an integer Unix timestamp in the future.',
      'parameter_invalid_integer',
      'trial_end',
    );
  const endBehaviour = formString(formObject(formObject(params, 'trial_settings') ?? {}, 'end_behavior') ?? {}, 'missing_payment_method');
  const subscription = createSubscription(context, {
    customerId: required(params, 'customer'),
    priceId: required(first, 'items[0][price]', formString(first, 'price')),
    trialDays: trialDays ? Number(trialDays) : null,
    trialEnd: trialEnd === undefined ? null : Number(trialEnd),
    trialEndWithoutCard: endBehaviour === 'cancel' ? 'cancel' : 'create_invoice',
    saveDefaultPaymentMethod: formString(formObject(params, 'payment_settings') ?? {}, 'save_default_payment_method') === 'on_subscription',
    metadata: metadataOf(params),
  });
  return { status: 200, body: serveSubscription(subscription, context.state, context.prices, expand) };
}

function updateSubscriptionFrom(context: TRouteContext, id: string, params: TFormObject): TApiAnswer {
  allowOnly(params, ['items', 'proration_behavior', 'cancel_at_period_end', 'expand']);
  const expand = expandOf(params, SUBSCRIPTION_EXPANSIONS);
  const subscription = findSubscription(context, id);
  const item = formList(params, 'items')[0];
  let priceId: string | undefined;
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const itemId = formString(item, 'id');
    if (itemId !== subscription.itemId) throw noSuch('subscription_item', itemId ?? '', 'items[0][id]');
    priceId = formString(item, 'price');
  }
  const cancelAtPeriodEnd = booleanOf(formString(params, 'cancel_at_period_end'));
  updateSubscription(context, subscription, {
    ...(priceId ? { priceId } : {}),
    ...(cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd }),
    prorate: formString(params, 'proration_behavior') !== 'none',
  });
  return { status: 200, body: serveSubscription(subscription, context.state, context.prices, expand) };
}

function confirmSetupIntent(context: TRouteContext, id: string, params: TFormObject): TApiAnswer {
  const intent = context.state.setupIntents[id];
  if (!intent) throw noSuch('setup_intent', id);
  const paymentMethod = required(params, 'payment_method');
  const cardNumber = TEST_PAYMENT_METHODS[paymentMethod];
  if (!cardNumber) throw noSuch('PaymentMethod', paymentMethod, 'payment_method');
  const confirmed = confirmSetupWithCard(context, intent.clientSecret, cardNumber);
  return { status: 200, body: serveSetupIntent(confirmed, checkoutUrlOf(context, intent)) };
}

function confirmPaymentIntent(context: TRouteContext, id: string, params: TFormObject): TApiAnswer {
  const intent = context.state.paymentIntents[id];
  if (!intent) throw noSuch('payment_intent', id);
  const paymentMethod = required(params, 'payment_method');
  const cardNumber = TEST_PAYMENT_METHODS[paymentMethod];
  if (!cardNumber) throw noSuch('PaymentMethod', paymentMethod, 'payment_method');
  const confirmed = confirmWithCard(context, intent.clientSecret, cardNumber);
  return { status: 200, body: servePaymentIntent(confirmed, checkoutUrlOf(context, intent)) };
}

/** The `/v1` endpoints the payments adapter uses, plus payment- and setup-intent confirmation for server-side tests. */
export function answerApiRequest(context: TRouteContext, request: TApiRequest): TApiAnswer {
  const { method, params } = request;
  const [resource, id, action] = request.path
    .replace(/^\/v1\//, '')
    .split('/')
    .map(decodeURIComponent);
  const route = `${method} ${resource}${id === undefined ? '' : id === 'search' || id === 'sessions' ? `/${id}` : '/:id'}${action ? `/${action}` : ''}`;
  switch (route) {
    case 'GET customers/search':
      return searchCustomers(context, required(params, 'query'));
    case 'POST customers': {
      allowOnly(params, ['email', 'name', 'metadata']);
      const customer = {
        id: stripeId('cus'),
        created: context.now(),
        email: formString(params, 'email') ?? null,
        name: formString(params, 'name') ?? null,
        metadata: metadataOf(params),
        defaultPaymentMethodId: null,
      };
      context.state.customers[customer.id] = customer;
      return { status: 200, body: serveCustomer(customer) };
    }
    case 'GET customers/:id': {
      const customer = context.state.customers[id ?? ''];
      if (!customer) throw noSuch('customer', id ?? '');
      return { status: 200, body: serveCustomer(customer) };
    }
    case 'GET prices': {
      const keys = formStrings(params, 'lookup_keys');
      const prices = [...context.prices.values()].filter((price) => keys.length === 0 || keys.includes(price.lookupKey));
      return { status: 200, body: list('/v1/prices', prices.map(servePrice)) };
    }
    case 'GET prices/:id': {
      const price = context.prices.get(id ?? '');
      if (!price) throw noSuch('price', id ?? '');
      return { status: 200, body: servePrice(price) };
    }
    case 'POST subscriptions':
      return createSubscriptionFrom(context, params);
    case 'GET subscriptions/:id': {
      const expand = expandOf(params, SUBSCRIPTION_EXPANSIONS);
      return { status: 200, body: serveSubscription(findSubscription(context, id ?? ''), context.state, context.prices, expand) };
    }
    case 'POST subscriptions/:id':
      return updateSubscriptionFrom(context, id ?? '', params);
    case 'DELETE subscriptions/:id': {
      allowOnly(params, ['expand']);
      const expand = expandOf(params, SUBSCRIPTION_EXPANSIONS);
      return {
        status: 200,
        body: serveSubscription(cancelSubscriptionNow(context, findSubscription(context, id ?? '')), context.state, context.prices, expand),
      };
    }
    case 'GET invoices/:id': {
      const invoice = context.state.invoices[id ?? ''];
      if (!invoice) throw noSuch('invoice', id ?? '');
      return { status: 200, body: serveInvoice(invoice, context.state, expandOf(params, ['confirmation_secret']).length > 0) };
    }
    case 'GET payment_intents/:id': {
      const intent = context.state.paymentIntents[id ?? ''];
      if (!intent) throw noSuch('payment_intent', id ?? '');
      return { status: 200, body: servePaymentIntent(intent, checkoutUrlOf(context, intent)) };
    }
    case 'POST payment_intents/:id/confirm':
      return confirmPaymentIntent(context, id ?? '', params);
    case 'GET setup_intents/:id': {
      const intent = context.state.setupIntents[id ?? ''];
      if (!intent) throw noSuch('setup_intent', id ?? '');
      return { status: 200, body: serveSetupIntent(intent, checkoutUrlOf(context, intent)) };
    }
    case 'POST setup_intents/:id/confirm':
      return confirmSetupIntent(context, id ?? '', params);
    case 'POST billing_portal/sessions': {
      allowOnly(params, ['customer', 'return_url']);
      const customerId = required(params, 'customer');
      if (!context.state.customers[customerId]) throw noSuch('customer', customerId, 'customer');
      const session = { id: stripeId('bps'), customerId, returnUrl: required(params, 'return_url'), created: context.now() };
      context.state.portalSessions[session.id] = session;
      return { status: 200, body: servePortalSession(session, `${context.baseUrl}/portal/${session.id}`) };
    }
    default:
      throw new StripeRequestError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${request.path}). The local Stripe stand-in implements only what the marketplace uses.`,
      );
  }
}
