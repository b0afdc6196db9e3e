import { MlsError } from '../mls-client';
import type { TTokenSource } from './reso-auth';
import type { TClock, TRequestBudget } from './request-budget';

export type TResoHttpDeps = {
  fetch: typeof fetch;
  clock: TClock;
  budget: TRequestBudget;
  tokens: TTokenSource;
  userAgent: string;
  /** How many times one request is retried after 429, 503 and other passing failures. */
  maxRetries: number;
  /** A Retry-After longer than this fails the sync instead of holding the worker. */
  maxRetryAfterMs: number;
};

export type TResoResponse = { status: number; text: string };

export const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

/**
 * One GET against the server, within the request budget: Retry-After is honoured on 429 and 503, a 401
 * refreshes the token once, and any other failure becomes an MlsError carrying the server's own message.
 */
export async function resoGet(deps: TResoHttpDeps, url: string, headers: Record<string, string> = {}): Promise<TResoResponse> {
  let hasRefreshedToken = false;
  for (let attempt = 0; ; attempt++) {
    await deps.budget.take();
    const token = await deps.tokens.token();
    let response: Response;
    try {
      response = await deps.fetch(url, { headers: { accept: 'application/json', 'user-agent': deps.userAgent, authorization: `Bearer ${token}`, ...headers } });
    } catch (error) {
      if (attempt < deps.maxRetries) {
        await deps.clock.sleep(backoffMs(attempt));
        continue;
      }
      throw new MlsError(`Could not reach the MLS server: ${(error as Error).message}`, { url });
    }
    const text = await response.text();
    if (response.ok) return { status: response.status, text };
    if (response.status === 401 && deps.tokens.canRefresh && !hasRefreshedToken) {
      hasRefreshedToken = true;
      deps.tokens.invalidate();
      continue;
    }
    if (RETRYABLE_STATUSES.has(response.status) && attempt < deps.maxRetries) {
      const waitMs = retryAfterMs(response.headers.get('retry-after'), deps.clock.now()) ?? backoffMs(attempt);
      if (waitMs > deps.maxRetryAfterMs) {
        throw new MlsError(`The MLS server asked to wait ${Math.ceil(waitMs / 1000)} s (${response.status}), longer than this sync waits`, { status: response.status, url });
      }
      await deps.clock.sleep(waitMs);
      continue;
    }
    throw new MlsError(`The MLS server answered ${response.status}: ${serverMessage(text, response.statusText)}`, { status: response.status, url });
  }
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

/** OData errors arrive as { error: { code, message } }; other servers send text or HTML. */
export function serverMessage(text: string, fallback: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } | string; message?: unknown };
    if (typeof body.error === 'object' && typeof body.error?.message === 'string') return body.error.message;
    if (typeof body.error === 'string') return body.error;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall through to the text itself.
  }
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.slice(0, 300) || fallback || 'no message';
}
