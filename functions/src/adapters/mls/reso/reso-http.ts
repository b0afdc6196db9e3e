import { isEgressRefusal, toEgressError } from '../../egress/egress-error';
import { readCappedText } from '../../egress/read-capped';
import {
  backoffMs,
  fetchFailure,
  MLS_REPLY_MAX_BYTES,
  requestSignal,
  RETRYABLE_STATUSES,
  statusMeaning,
  waitBeforeRetry,
  type TRetryPolicy,
} from '../http-retry';
import { MlsError } from '../mls-client';
import type { TRequestBudget } from '../request-budget';
import type { TTokenSource } from './reso-auth';

export type TResoHttpDeps = TRetryPolicy & {
  fetch: typeof fetch;
  budget: TRequestBudget;
  tokens: TTokenSource;
  userAgent: string;
};

export type TResoResponse = { status: number; text: string };

/**
 * One GET against the server, within the request budget: Retry-After is honoured on 429 and 503, a 401
 * refreshes the token once, an address the egress guard refuses is not retried, and the answer is read up
 * to MLS_REPLY_MAX_BYTES. Failures are MlsErrors in our words: the server's body is never repeated.
 */
export async function resoGet(deps: TResoHttpDeps, url: string, headers: Record<string, string> = {}): Promise<TResoResponse> {
  let hasRefreshedToken = false;
  for (let attempt = 0; ; attempt++) {
    await deps.budget.take();
    const token = await deps.tokens.token();
    let response: Response;
    let text: string;
    try {
      response = await deps.fetch(url, {
        headers: { accept: 'application/json', 'user-agent': deps.userAgent, authorization: `Bearer ${token}`, ...headers },
        signal: requestSignal(deps, url),
      });
      text = await readCappedText(response, MLS_REPLY_MAX_BYTES);
    } catch (error) {
      if (error instanceof MlsError) throw error;
      const failure = toEgressError(error);
      if (!isEgressRefusal(failure) && attempt < deps.maxRetries) {
        await deps.clock.sleep(backoffMs(attempt));
        continue;
      }
      throw fetchFailure(failure, url);
    }
    if (response.ok) return { status: response.status, text };
    if (response.status === 401 && deps.tokens.canRefresh && !hasRefreshedToken) {
      hasRefreshedToken = true;
      deps.tokens.invalidate();
      continue;
    }
    if (RETRYABLE_STATUSES.has(response.status) && attempt < deps.maxRetries) {
      await waitBeforeRetry(deps, response, attempt, url);
      continue;
    }
    throw new MlsError(`The MLS server answered ${response.status} (${statusMeaning(response.status)})`, { status: response.status, url });
  }
}

/** A collection URL with its OData query options. */
export function buildUrl(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  // OData servers expect %20 for spaces; URLSearchParams writes '+', which some servers do not decode.
  return url.toString().replace(/\+/g, '%20');
}
