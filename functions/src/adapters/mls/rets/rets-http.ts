import { egressFetch } from '../../egress/egress-fetch';
import { isEgressRefusal, toEgressError } from '../../egress/egress-error';
import { readCappedBody } from '../../egress/read-capped';
import {
  backoffMs,
  fetchFailure,
  MLS_HTTP_DEFAULTS,
  MLS_REPLY_MAX_BYTES,
  requestSignal,
  RETRYABLE_STATUSES,
  statusMeaning,
  waitBeforeRetry,
  type TRetryPolicy,
} from '../http-retry';
import { MlsError } from '../mls-client';
import type { TRequestBudget } from '../request-budget';
import { basicAuthorization, digestAuthorization, parseDigestChallenge, userAgentAuthorization, type TDigestState } from './http-auth';

export type TRetsCredentials = {
  username: string;
  password: string;
  userAgent: string;
  /** RETS UA-Authorization is sent only when the MLS gave the user agent a password. */
  userAgentPassword?: string | null;
  retsVersion: string;
};

export type TRetsHttpReply = { url: string; status: number; headers: Headers; body: Buffer };

/** Pacing and retries, the RESO client's own: one budget per configuration, Retry-After honoured. */
export type TRetsHttpDeps = TRetryPolicy & { fetch: typeof fetch; budget: TRequestBudget };

/**
 * One RETS session over HTTP: the RETS headers on every request, the session cookies kept, HTTP
 * Digest (or Basic, when that is what the server asks for) answered and then reused with a growing nc,
 * every request within the budget, and 429/503 retried after their Retry-After. Every request, the Login
 * URL's and the capability URLs' the login reply names (often on a second host, as Matrix and CRIS answer),
 * goes through the egress guard by default: public addresses only, redirects re-checked and stripped of
 * the Authorization and Cookie headers when they leave the origin. Replies are read up to MLS_REPLY_MAX_BYTES.
 */
export class RetsHttp {
  private readonly cookies = new Map<string, string>();
  private digest: TDigestState | null = null;
  private useBasic = false;
  private sent = 0;

  private readonly deps: TRetsHttpDeps;

  constructor(
    private readonly credentials: TRetsCredentials,
    deps: Pick<TRetsHttpDeps, 'clock' | 'budget'> & Partial<TRetsHttpDeps>,
  ) {
    this.deps = {
      fetch: deps.fetch ?? egressFetch,
      clock: deps.clock,
      budget: deps.budget,
      maxRetries: deps.maxRetries ?? MLS_HTTP_DEFAULTS.maxRetries,
      maxRetryAfterMs: deps.maxRetryAfterMs ?? MLS_HTTP_DEFAULTS.maxRetryAfterMs,
      requestTimeoutMs: deps.requestTimeoutMs ?? MLS_HTTP_DEFAULTS.requestTimeoutMs,
      deadline: deps.deadline ?? null,
    };
  }

  /** HTTP requests sent so far, challenges included. */
  get requestCount(): number {
    return this.sent;
  }

  /** GET `url` with `params`; a refused login (401 after answering the challenge) is an MlsError. */
  async get(baseUrl: string, params: Record<string, string> = {}): Promise<TRetsHttpReply> {
    const url = new URL(baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let body: Buffer;
      try {
        const signal = requestSignal(this.deps, url.toString());
        response = await this.sendAnsweringChallenge(url, signal);
        body = await readCappedBody(response, MLS_REPLY_MAX_BYTES);
      } catch (error) {
        if (error instanceof MlsError) throw error;
        const failure = toEgressError(error);
        if (isEgressRefusal(failure) || attempt >= this.deps.maxRetries) throw fetchFailure(failure, url.toString());
        await this.deps.clock.sleep(backoffMs(attempt));
        continue;
      }
      if (RETRYABLE_STATUSES.has(response.status) && attempt < this.deps.maxRetries) {
        await waitBeforeRetry(this.deps, response, attempt, url.toString());
        continue;
      }
      if (response.status === 401) {
        throw new MlsError('The MLS server refused the username or password (HTTP 401)', { status: 401, url: url.toString() });
      }
      if (!response.ok) {
        throw new MlsError(`The MLS server answered HTTP ${response.status} (${statusMeaning(response.status)})`, {
          status: response.status,
          url: url.toString(),
        });
      }
      return { url: url.toString(), status: response.status, headers: response.headers, body };
    }
  }

  private async sendAnsweringChallenge(url: URL, signal: AbortSignal): Promise<Response> {
    const response = await this.send(url, signal);
    if (response.status !== 401 || !this.acceptChallenge(response.headers.get('www-authenticate'))) return response;
    await response.body?.cancel().catch(() => undefined);
    return this.send(url, signal);
  }

  private async send(url: URL, signal: AbortSignal): Promise<Response> {
    const { username, password, userAgent, userAgentPassword, retsVersion } = this.credentials;
    const headers: Record<string, string> = { 'User-Agent': userAgent, 'RETS-Version': retsVersion, Accept: '*/*' };
    if (this.digest) {
      headers.Authorization = digestAuthorization(this.digest, { method: 'GET', uri: url.pathname + url.search, username, password });
    } else if (this.useBasic) {
      headers.Authorization = basicAuthorization(username, password);
    }
    if (userAgentPassword) {
      headers['RETS-UA-Authorization'] = userAgentAuthorization({
        userAgent,
        userAgentPassword,
        requestId: '',
        sessionId: this.cookies.get('RETS-Session-ID') ?? '',
        version: retsVersion,
      });
    }
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    await this.deps.budget.take();
    this.sent += 1;
    // Redirects are followed by the egress guard, through its checks, dropping credentials off the origin.
    const response = await this.deps.fetch(url, { headers, signal });
    this.keepCookies(response.headers);
    return response;
  }

  /** Answers a 401 challenge once per nonce; false when there is nothing new to answer. */
  private acceptChallenge(header: string | null): boolean {
    if (!header) return false;
    const challenge = parseDigestChallenge(header);
    if (challenge) {
      const isNewNonce = this.digest?.challenge.nonce !== challenge.nonce;
      this.digest = { challenge, nonceCount: 0 };
      return isNewNonce || /stale\s*=\s*"?true/i.test(header);
    }
    if (/^\s*Basic/i.test(header) && !this.useBasic) {
      this.useBasic = true;
      return true;
    }
    return false;
  }

  private keepCookies(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }
}
