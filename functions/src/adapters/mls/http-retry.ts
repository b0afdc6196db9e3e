import { MlsError } from './mls-client';
import type { TClock } from './request-budget';

/** What both MLS clients do by default: MLS budgets count requests (MLS Grid: 2 a second). */
export const MLS_HTTP_DEFAULTS = { requestsPerSecond: 2, maxRetries: 5, maxRetryAfterMs: 120_000 } as const;

/** Answers worth a retry: throttled, or a gateway or server passing trouble. */
export const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

export type TRetryPolicy = {
  clock: TClock;
  /** How many times one request is retried after 429, 503 and other passing failures. */
  maxRetries: number;
  /** A Retry-After longer than this fails the request instead of holding the worker. */
  maxRetryAfterMs: number;
};

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
    throw new MlsError(`The MLS server asked to wait ${Math.ceil(waitMs / 1000)} s (${response.status}), longer than this sync waits`, { status: response.status, url });
  }
  await policy.clock.sleep(waitMs);
}
