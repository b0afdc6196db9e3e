import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApiRequest } from './api-routes';
import { StripeRequestError, type TBillingContext } from './billing-context';
import { answerCheckoutPage } from './checkout-page';
import { parseStripeForm } from './form-body';
import { escapeHtml, htmlPage } from './html-page';
import { STRIPE_API_VERSION } from '../../../functions/src/adapters/payments/stripe-client';
import { LOCAL_STRIPE_PRICES, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, type TLocalPrice } from './local-stripe-keys';
import type { TPageAnswer } from './page-answer';
import { answerPortalPage } from './portal-page';
import { buildEvent } from './stripe-events';
import { serveInvoice, serveSubscription } from './stripe-objects';
import { memoryStateStore, openStateStore, stripeId } from './stripe-state';
import { runDueBilling } from './subscription-lifecycle';
import { createWebhookSender, type TWebhookDelivery } from './webhook-sender';

export type TLocalStripeOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: '127.0.0.1';
  /** State lives in `<dataDir>/stripe-state.json` and survives restarts. */
  dataDir: string;
  /** Tests only: the state starts empty and is never written (nothing survives a restart). */
  inMemory?: boolean;
  /** Where signed events are POSTed; none are sent without it. */
  webhookUrl?: string;
  webhookSecret?: string;
  secretKey?: string;
  prices?: readonly TLocalPrice[];
  /** Waits before each retry of a failed delivery. */
  webhookRetryDelaysMs?: readonly number[];
};

export type TLocalStripe = {
  /** Base URL for the SDK (`host`/`port`/`protocol`) and for the card form and portal pages. */
  url: string;
  /** Moves the test clock forward and runs everything that falls due (trial notices and ends, renewals, retries, expiries). */
  advanceClock: (by: { seconds: number } | { to: Date }) => Date;
  now: () => Date;
  /** Renewals and retries of this customer's saved cards are declined from now on (drives past_due locally). */
  declineFutureCharges: (customerId: string) => void;
  webhooks: { idle: () => Promise<void>; deliveries: readonly TWebhookDelivery[] };
  stop: () => Promise<void>;
};

const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];
const BILLING_TICK_MS = 30_000;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

function stripeErrorBody(error: StripeRequestError) {
  const fields = { type: error.type, code: error.code, decline_code: error.declineCode, message: error.message, param: error.param };
  return { error: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) };
}

/** Starts the local Stripe stand-in: Stripe's HTTP API for the adapter, the card form, the portal, signed webhooks. */
export async function startLocalStripe(options: TLocalStripeOptions): Promise<TLocalStripe> {
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const store = options.inMemory ? memoryStateStore() : openStateStore(options.dataDir);
  const { state } = store;
  const prices = new Map((options.prices ?? LOCAL_STRIPE_PRICES).map((price) => [price.id, price]));
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
  });
  const publish = (type: Parameters<TBillingContext['emitInvoice']>[0], object: unknown) => {
    const event = buildEvent(type, object);
    webhooks.send(event.id, JSON.stringify(event, null, 2));
  };
  const context: TBillingContext = {
    state,
    prices,
    now: () => Math.floor(Date.now() / 1000) + state.clockOffsetSeconds,
    emitSubscription: (type, subscription) => publish(type, serveSubscription(subscription, state, prices)),
    emitInvoice: (type, invoiceId) => {
      const invoice = state.invoices[invoiceId];
      if (invoice) publish(type, serveInvoice(invoice, state, false));
    },
  };
  const settle = () => {
    if (runDueBilling(context) > 0) store.save();
  };
  let baseUrl = '';

  function answerApi(request: IncomingMessage, url: URL, body: string): { status: number; body: string; isReplay: boolean } {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      throw new StripeRequestError(401, 'authentication_error', 'Invalid API Key provided. Use the local stand-in key (LOCAL_STRIPE_SECRET_KEY).');
    }
    const method = request.method ?? 'GET';
    const idempotencyKey = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    if (typeof idempotencyKey === 'string') {
      forgetOldIdempotencyKeys();
      const saved = state.idempotency[idempotencyKey];
      if (saved && saved.fingerprint !== fingerprint) {
        throw new StripeRequestError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      }
      if (saved) return { status: saved.status, body: saved.body, isReplay: true };
    }
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(body) };
    let answer: { status: number; body: string };
    try {
      const result = answerApiRequest({ ...context, baseUrl }, { method, path: url.pathname, params });
      answer = { status: result.status, body: JSON.stringify(result.body, null, 2) };
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      answer = { status: error.status, body: JSON.stringify(stripeErrorBody(error), null, 2) };
    }
    if (typeof idempotencyKey === 'string') state.idempotency[idempotencyKey] = { fingerprint, ...answer, savedAt: Date.now() };
    return { ...answer, isReplay: false };
  }

  /** Stripe keeps idempotency keys for 24 hours. */
  function forgetOldIdempotencyKeys(): void {
    const oldest = Date.now() - 24 * 3600 * 1000;
    for (const [key, saved] of Object.entries(state.idempotency)) if (saved.savedAt < oldest) delete state.idempotency[key];
  }

  function answerAdmin(request: IncomingMessage, url: URL, body: string): { status: number; body: string } {
    if (request.headers.authorization !== `Bearer ${secretKey}`) throw new StripeRequestError(401, 'authentication_error', 'Invalid API Key provided.');
    const input = body ? (JSON.parse(body) as { seconds?: number; to?: string }) : {};
    if (url.pathname === '/_local/clock/advance' && request.method === 'POST') {
      const now = advanceClock(input.to ? { to: new Date(input.to) } : { seconds: Number(input.seconds ?? 0) });
      return { status: 200, body: JSON.stringify({ now: now.toISOString() }) };
    }
    if (url.pathname === '/_local/clock' && request.method === 'GET')
      return { status: 200, body: JSON.stringify({ now: new Date(context.now() * 1000).toISOString() }) };
    const decline = url.pathname.match(/^\/_local\/customers\/([^/]+)\/decline_future_charges$/);
    if (decline && request.method === 'POST') {
      declineFutureCharges(decodeURIComponent(decline[1] ?? ''));
      return { status: 200, body: '{}' };
    }
    throw new StripeRequestError(404, 'invalid_request_error', `Unknown local admin call ${request.method} ${url.pathname}`);
  }

  function answerPage(request: IncomingMessage, url: URL, body: string): TPageAnswer {
    const [, area = '', ...parts] = url.pathname.split('/').map(decodeURIComponent);
    const form = parseStripeForm(body);
    try {
      if (area === 'checkout') return answerCheckoutPage(context, request.method ?? 'GET', parts, url.searchParams, form);
      if (area === 'portal') return answerPortalPage(context, request.method ?? 'GET', parts[0] ?? '', form);
      return { status: 404, html: htmlPage('Not found', '<h1>Not found</h1>') };
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      return { status: error.status, html: htmlPage('Not available', `<h1>Not available</h1><p role="alert">${escapeHtml(error.message)}</p>`) };
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const body = await readBody(request);
    runDueBilling(context);
    const headers = { 'request-id': stripeId('req'), 'stripe-version': STRIPE_API_VERSION, 'cache-control': 'no-store' };
    try {
      if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/_local/')) {
        const answer = url.pathname.startsWith('/v1/') ? answerApi(request, url, body) : { ...answerAdmin(request, url, body), isReplay: false };
        response
          .writeHead(answer.status, { ...headers, 'content-type': 'application/json', ...(answer.isReplay ? { 'idempotent-replayed': 'true' } : {}) })
          .end(answer.body);
        return;
      }
      const page = answerPage(request, url, body);
      if ('location' in page) response.writeHead(303, { ...headers, location: page.location }).end();
      else response.writeHead(page.status, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page.html);
    } catch (error) {
      const known =
        error instanceof StripeRequestError
          ? error
          : new StripeRequestError(500, 'invalid_request_error', error instanceof Error ? error.message : 'Internal error');
      response.writeHead(known.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(stripeErrorBody(known)));
    } finally {
      store.save();
    }
  }

  function advanceClock(by: { seconds: number } | { to: Date }): Date {
    const seconds = 'to' in by ? Math.ceil(by.to.getTime() / 1000) - context.now() : by.seconds;
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error('The test clock only moves forward');
    state.clockOffsetSeconds += seconds;
    runDueBilling(context);
    store.save();
    return new Date(context.now() * 1000);
  }

  function declineFutureCharges(customerId: string): void {
    for (const method of Object.values(state.paymentMethods)) if (method.customerId === customerId) method.behaviour = 'declined';
    store.save();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tick = setInterval(settle, BILLING_TICK_MS);
  tick.unref();

  return {
    url: baseUrl,
    advanceClock,
    now: () => new Date(context.now() * 1000),
    declineFutureCharges,
    webhooks: { idle: webhooks.idle, deliveries: webhooks.deliveries },
    stop: async () => {
      clearInterval(tick);
      await webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      store.save();
    },
  };
}
