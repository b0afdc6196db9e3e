import { backoffMs, RETRYABLE_STATUSES, waitBeforeRetry, type TRetryPolicy } from '../http-retry';
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
      await waitBeforeRetry(deps, response, attempt, url);
      continue;
    }
    throw new MlsError(`The MLS server answered ${response.status}: ${serverMessage(text, response.statusText)}`, { status: response.status, url });
  }
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
