import type { EgressError } from '../egress/egress-error';
import { MlsError } from './mls-client';
import type { TClock } from './request-budget';

/**
 * What both MLS clients do by default, in the sync worker: MLS budgets count requests (MLS Grid: 2 a
 * second), passing failures are retried with a growing backoff, and one request waits at most a minute.
 */
export const MLS_HTTP_DEFAULTS = { requestsPerSecond: 2, maxRetries: 5, maxRetryAfterMs: 120_000, requestTimeoutMs: 60_000 } as const;

/**
 * Interactive calls (Test connection, answered inside its route's 30 s): no retry, no waiting out a
 * Retry-After, 8 s per request and 15 s for the whole call, so a closed port, a silent one and a busy
 * server all answer "could not reach" quickly and alike.
 */
export const MLS_INTERACTIVE_HTTP = { maxRetries: 0, maxRetryAfterMs: 0, requestTimeoutMs: 8_000, budgetMs: 15_000 } as const;

/**
 * The most one MLS answer (an OData page, a RETS reply) may be. It is read as a stream and the read stops
 * here, so a hostile or broken server cannot exhaust the worker's memory; a page of 1,000 listings with
 * Media expanded is a few MB.
 */
export const MLS_REPLY_MAX_BYTES = 32 * 1024 * 1024;

/** Answers worth a retry: throttled, or a gateway or server passing trouble. */
export const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

export type TRetryPolicy = {
  clock: TClock;
  /** How many times one request is retried after 429, 503 and other passing failures. */
  maxRetries: number;
  /** A Retry-After longer than this fails the request instead of holding the worker. */
  maxRetryAfterMs: number;
  /** How long one request may take, headers and body. Default MLS_HTTP_DEFAULTS.requestTimeoutMs. */
  requestTimeoutMs?: number;
  /** When the whole call must be over (clock time); absent or null: no deadline beyond each request's. */
  deadline?: number | null;
};

/** One request's abort signal: its own timeout, shortened to what is left before the call's deadline. */
export function requestSignal(policy: Pick<TRetryPolicy, 'clock' | 'requestTimeoutMs' | 'deadline'>, url: string): AbortSignal {
  const timeoutMs = policy.requestTimeoutMs ?? MLS_HTTP_DEFAULTS.requestTimeoutMs;
  const left = policy.deadline == null ? timeoutMs : Math.min(timeoutMs, policy.deadline - policy.clock.now());
  if (left <= 0) throw new MlsError('The MLS server did not answer in time', { url });
  return AbortSignal.timeout(left);
}

/** An HTTP status in our words: what we say instead of repeating what the server sent. */
export function statusMeaning(status: number): string {
  if (status === 400) return 'it refused the request';
  if (status === 401) return 'it refused the credentials';
  if (status === 403) return 'these credentials may not read this';
  if (status === 404) return 'nothing is at that address; check the provider URL';
  if (status === 429) return 'too many requests';
  if (status === 503) return 'it is unavailable for now';
  if (status >= 500) return 'a server error';
  return 'an unexpected answer';
}

export function backoffMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Waits out a retryable answer: its Retry-After, else a growing backoff; a wait longer than the policy allows fails the request. */
export async function waitBeforeRetry(policy: TRetryPolicy, response: Pick<Response, 'status' | 'headers'>, attempt: number, url: string): Promise<void> {
  const waitMs = retryAfterMs(response.headers.get('retry-after'), policy.clock.now()) ?? backoffMs(attempt);
  if (waitMs > policy.maxRetryAfterMs) {
    throw new MlsError(`The MLS server asked to wait ${Math.ceil(waitMs / 1000)} s (${response.status}), longer than this sync waits`, {
      status: response.status,
      url,
    });
  }
  await policy.clock.sleep(waitMs);
}

/** The host (and port) of an address, as a person reads it in a message. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Why a request got no answer, as the end of a sentence ("Could not sign in to the MLS at x: <reason>"). */
export function failureReason(failure: EgressError): string {
  if (failure.failure === 'refused') return `its address is not allowed (${failure.message})`;
  if (failure.failure === 'too-large') return `its answer was too large (${failure.message})`;
  if (failure.failure === 'timeout') return 'it did not answer in time';
  return failure.reason ? `the host could not be reached (${failure.reason})` : 'the host could not be reached';
}

/** A fetch of the MLS server that failed before an answer, in our words: refused by the egress rule, too large, timed out, or unreachable (naming the host). */
export function fetchFailure(failure: EgressError, url: string): MlsError {
  if (failure.failure === 'refused') return new MlsError(`The address of the MLS server is not allowed: ${failure.message}`, { url });
  if (failure.failure === 'too-large') return new MlsError(`The answer of the MLS server was too large: ${failure.message}`, { url });
  if (failure.failure === 'timeout') return new MlsError(`The MLS server at ${hostOf(url)} did not answer in time`, { url });
  return new MlsError(`Could not reach the MLS server at ${hostOf(url)}${failure.reason ? ` (${failure.reason})` : ''}`, { url });
}
