import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentProviderError } from './payments';
import { createStripeApi, isRetryableAnswer, retryDelayMs, STRIPE_API_VERSION } from './stripe-api';
import { StripeApiError, StripeConnectionError } from './stripe-errors';
import { createStripePayments } from './stripe-payments';

type TPlannedAnswer = { status: number; body: unknown; headers?: Record<string, string> } | 'drop the connection';
type TSeenRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A stand-in for api.stripe.com that answers with the planned answers in turn (then 200 `{}`) and records each request. */
async function startPlannedServer() {
  const planned: TPlannedAnswer[] = [];
  const seen: TSeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = planned.shift() ?? { status: 200, body: {} };
      if (answer === 'drop the connection') {
        request.socket.destroy();
        return;
      }
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${seen.length}`, ...answer.headers }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    plan: (...answers: TPlannedAnswer[]) => planned.push(...answers),
    seen,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const refusal = (status: number, error: Record<string, string>, headers?: Record<string, string>): TPlannedAnswer => ({ status, body: { error }, ...(headers ? { headers } : {}) });
const noWait = async () => {};

describe('the Stripe REST client', () => {
  let server: Awaited<ReturnType<typeof startPlannedServer>>;
  let waits: number[];
  const api = () => createStripeApi({ secretKey: 'sk_test_key', apiUrl: `${server.url}/` }, { sleep: async (ms) => void waits.push(ms) });
  beforeEach(async () => {
    server = await startPlannedServer();
    waits = [];
  });
  afterEach(() => server.stop());

  it('POSTs a form with the key, the pinned version and the caller’s idempotency key, and answers with the JSON', async () => {
    server.plan({ status: 200, body: { id: 'cus_1', object: 'customer' } });
    const customer = await api().post<{ id: string }>('/v1/customers', { email: 'a@example.test', metadata: { userId: 'u1' } }, { idempotencyKey: 'customer-u1' });
    expect(customer.id).toBe('cus_1');
    const [request] = server.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/customers', body: 'email=a%40example.test&metadata[userId]=u1' });
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer sk_test_key',
      'stripe-version': STRIPE_API_VERSION,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'customer-u1',
    });
  });

  it('puts GET and DELETE parameters in the query string and sends them no idempotency key', async () => {
    await api().get('/v1/subscriptions/sub_1', { expand: ['latest_invoice.confirmation_secret'] });
    await api().delete('/v1/subscriptions/sub_1', { expand: ['pending_setup_intent'] });
    expect(server.seen.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'GET /v1/subscriptions/sub_1?expand[0]=latest_invoice.confirmation_secret ',
      'DELETE /v1/subscriptions/sub_1?expand[0]=pending_setup_intent ',
    ]);
    expect(server.seen.map((r) => r.headers['idempotency-key'])).toEqual([undefined, undefined]);
  });

  it('retries a 500, a 409 lock timeout and a 429 with the same idempotency key, at most twice, waiting in between', async () => {
    server.plan(refusal(500, { type: 'api_error', message: 'boom' }), refusal(409, { type: 'invalid_request_error', code: 'lock_timeout', message: 'locked' }));
    await api().post('/v1/subscriptions/sub_1', { cancel_at_period_end: true });
    server.plan(refusal(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'slow down' }));
    await api().post('/v1/subscriptions/sub_1', { cancel_at_period_end: false });
    const keys = server.seen.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(5);
    expect(keys[0]).toMatch(/^stripe-node-retry-[0-9a-f-]{36}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys.slice(3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
    expect(waits).toHaveLength(3);
  });

  it('gives up after two retries with the last refusal', async () => {
    server.plan(...[1, 2, 3, 4].map(() => refusal(503, { type: 'api_error', message: 'unavailable' })));
    await expect(api().get('/v1/customers/cus_1')).rejects.toMatchObject({ name: 'StripeApiError', status: 503, message: 'unavailable' });
    expect(server.seen).toHaveLength(3);
  });

  it('follows Stripe-Should-Retry: false stops a 500 from being retried, true makes a 400 worth another attempt', async () => {
    server.plan(refusal(500, { type: 'api_error', message: 'no point' }, { 'stripe-should-retry': 'false' }));
    await expect(api().post('/v1/customers', {})).rejects.toBeInstanceOf(StripeApiError);
    server.plan(refusal(400, { type: 'invalid_request_error', message: 'try again' }, { 'stripe-should-retry': 'true' }));
    await api().post('/v1/customers', {});
    expect(server.seen.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('does not retry a refusal: 400, 402 and 404 are answered at once', async () => {
    server.plan(refusal(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }));
    const declined = await api().post('/v1/subscriptions', {}).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(StripeApiError);
    expect(declined).toMatchObject({ status: 402, type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', param: null, requestId: 'req_1', sdkErrorName: 'StripeCardError' });
    expect(server.seen).toHaveLength(1);
  });

  it('retries a dropped connection with the same key, then reports no answer as a connection error', async () => {
    server.plan('drop the connection', { status: 200, body: { id: 'cus_1' } });
    expect(await api().post('/v1/customers', { email: 'a@example.test' })).toEqual({ id: 'cus_1' });
    expect(new Set(server.seen.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    server.plan('drop the connection', 'drop the connection', 'drop the connection');
    await expect(api().get('/v1/customers/cus_1')).rejects.toBeInstanceOf(StripeConnectionError);
    expect(server.seen).toHaveLength(5);
  });

  it('reports an answer that is not JSON as the SDK did', async () => {
    server.plan({ status: 502, body: '<html>Bad gateway</html>', headers: { 'stripe-should-retry': 'false' } });
    await expect(api().get('/v1/customers/cus_1')).rejects.toMatchObject({ status: 502, type: 'api_error', message: 'Invalid JSON received from the Stripe API' });
  });

  it('waits as the SDK does: 0.5 s before the first retry, up to 1 s before the second, never more than 5 s', () => {
    expect([retryDelayMs(1, () => 0), retryDelayMs(1, () => 0.999)]).toEqual([500, 500]);
    expect([retryDelayMs(2, () => 0), retryDelayMs(2, () => 1)]).toEqual([500, 1000]);
    expect(retryDelayMs(10, () => 1)).toBe(5000);
    expect([isRetryableAnswer(404, new Headers()), isRetryableAnswer(409, new Headers()), isRetryableAnswer(503, new Headers({ 'stripe-should-retry': 'false' }))]).toEqual([false, true, false]);
  });
});

describe("the payments adapter on Stripe's answers", () => {
  let server: Awaited<ReturnType<typeof startPlannedServer>>;
  const payments = () => createStripePayments({ secretKey: 'sk_test_key', webhookSecret: 'whsec_secret', apiUrl: server.url }, { sleep: noWait });
  beforeEach(async () => {
    server = await startPlannedServer();
  });
  afterEach(() => server.stop());

  it('turns a refusal into a PaymentProviderError as it did with the SDK (its error class name as the type)', async () => {
    server.plan(refusal(402, { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }));
    const refused = await payments().createPortalSession('cus_1', 'https://app.example.test/account').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ message: 'Your card has insufficient funds.', type: 'StripeCardError', code: 'card_declined', declineCode: 'insufficient_funds', statusCode: 402 });
  });

  it('answers null for a subscription Stripe does not know, and escapes the id in the path', async () => {
    server.plan(refusal(404, { type: 'invalid_request_error', code: 'resource_missing', message: "No such subscription: 'sub/x'", param: 'id' }));
    expect(await payments().retrieveSubscription('sub/x')).toBeNull();
    expect(server.seen[0]?.url).toBe('/v1/subscriptions/sub%2Fx?expand[0]=latest_invoice.confirmation_secret&expand[1]=pending_setup_intent');
  });

  it('lets no answer pass through as an outage, not as a refusal', async () => {
    server.plan('drop the connection', 'drop the connection', 'drop the connection');
    const failed = await payments().createPortalSession('cus_1', 'https://app.example.test/account').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(StripeConnectionError);
    expect(failed).not.toBeInstanceOf(PaymentProviderError);
  });
});
