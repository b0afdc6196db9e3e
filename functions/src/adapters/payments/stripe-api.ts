import { randomUUID } from 'node:crypto';
import type { TPaymentsConfig } from './payments-config';
import { StripeApiError, StripeConnectionError } from './stripe-errors';
import { encodeStripeForm, type TStripeParams } from './stripe-form';

/** Pinned, so that neither the account's default version nor a new one can change the shapes the adapter reads. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

const STRIPE_API_BASE = 'https://api.stripe.com';
const MAX_RETRIES = 2;
const ATTEMPT_TIMEOUT_MS = 20_000;

export type TStripeApi = {
  get: <T>(path: string, query?: TStripeParams) => Promise<T>;
  /** Without an idempotency key of the caller's, one is made up, so that a retry cannot act twice. */
  post: <T>(path: string, params: TStripeParams, options?: { idempotencyKey?: string }) => Promise<T>;
  delete: <T>(path: string, query?: TStripeParams) => Promise<T>;
};

/** Seams for tests: the fetch to use and how to wait between attempts. */
export type TStripeApiOptions = { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> };

/** The SDK's backoff before retry n (1, 2, …): 0.5 s doubled each time, at most 5 s, jittered into its upper half, never under 0.5 s. */
export function retryDelayMs(retry: number, random = Math.random): number {
  const seconds = Math.min(0.5 * 2 ** (retry - 1), 5) * 0.5 * (1 + random());
  return Math.max(0.5, seconds) * 1000;
}

/** Whether an answer other than 2xx is worth another attempt: Stripe's own advice first, else conflicts (a lock timeout), throttling and its errors. */
export function isRetryableAnswer(status: number, headers: Headers): boolean {
  const advice = headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  if (advice === 'true') return true;
  return status === 409 || status === 429 || status >= 500;
}

type TAnswer = { status: number; headers: Headers; text: string };

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A hand-written client for the few calls of Stripe's REST API (v1) the payments adapter makes, over Node's
 * global `fetch`. The official `stripe` package was ~240 KB of each of the six route bundles that reach the
 * adapter (sign-up-pro and the five billing routes, 472–501 KB), against a budget of 300 KB per route
 * (README, "Function bundles"); this file and its two helpers are a few KB.
 *
 * It speaks API version 2026-10-28.endive (pinned, so that Stripe's account default cannot change the shapes
 * the adapter reads) and does what the SDK did for us: Stripe's bracketed form encoding, an Idempotency-Key
 * on every POST that its retries reuse, 2 retries with the SDK's backoff (network failures and timeouts, 409,
 * 429 and 5xx, unless Stripe-Should-Retry says otherwise), 20 s per attempt, and Stripe's error bodies as
 * StripeApiError. `apiUrl` points it at the local stand-in (infra/local/stripe) instead of api.stripe.com;
 * both are configuration, not user input, so the egress guard does not apply.
 */
export function createStripeApi(config: Pick<TPaymentsConfig, 'secretKey' | 'apiUrl'>, options: TStripeApiOptions = {}): TStripeApi {
  const base = (config.apiUrl ?? STRIPE_API_BASE).replace(/\/+$/, '');
  const fetchAnswer = options.fetch ?? fetch;
  const sleep = options.sleep ?? sleepFor;

  /** One attempt, body included: a failure to read the body is a failed attempt too. */
  const attempt = async (url: string, init: RequestInit): Promise<TAnswer> => {
    const response = await fetchAnswer(url, { ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: TStripeParams, idempotencyKey?: string): Promise<T> {
    const form = encodeStripeForm(params);
    const url = `${base}${path}${method !== 'POST' && form ? `?${form}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${config.secretKey}`, 'stripe-version': STRIPE_API_VERSION };
    if (method === 'POST') Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': idempotencyKey ?? `stripe-node-retry-${randomUUID()}` });
    const init: RequestInit = { method, headers, ...(method === 'POST' ? { body: form } : {}) };

    for (let retry = 0; ; retry += 1) {
      if (retry > 0) await sleep(retryDelayMs(retry));
      let answer: TAnswer;
      try {
        answer = await attempt(url, init);
      } catch (error) {
        if (retry < MAX_RETRIES) continue;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new StripeConnectionError(
          `${timedOut ? `Stripe did not answer within ${ATTEMPT_TIMEOUT_MS} ms` : 'An error occurred with our connection to Stripe'} (${method} ${path}, ${retry + 1} attempts)`,
          { cause: error },
        );
      }
      const isOk = answer.status >= 200 && answer.status < 300;
      if (!isOk && retry < MAX_RETRIES && isRetryableAnswer(answer.status, answer.headers)) continue;
      return readAnswer<T>(answer, isOk);
    }
  }

  return {
    get: (path, query = {}) => request('GET', path, query),
    post: (path, params, postOptions = {}) => request('POST', path, params, postOptions.idempotencyKey),
    delete: (path, query = {}) => request('DELETE', path, query),
  };
}

function readAnswer<T>(answer: TAnswer, isOk: boolean): T {
  const requestId = answer.headers.get('request-id');
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new StripeApiError('Invalid JSON received from the Stripe API', answer.status, 'api_error', null, null, null, requestId);
  }
  if (!isOk) throw StripeApiError.fromAnswer(answer.status, body, requestId);
  return body as T;
}
