import { toEgressError } from '../../egress/egress-error';
import { readCappedText } from '../../egress/read-capped';
import { fetchFailure, requestSignal, type TRetryPolicy } from '../http-retry';
import { MlsError } from '../mls-client';
import type { TClock } from '../request-budget';

export type TResoAuth =
  | { kind: 'clientCredentials'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string }
  | { kind: 'bearer'; token: string };

/** Hands out the bearer token for each request; `invalidate` forgets a token the server refused. */
export type TTokenSource = { token(): Promise<string>; invalidate(): void; readonly canRefresh: boolean };

/** Tokens are renewed this long before the server says they expire, so none expires in flight. */
const EXPIRY_MARGIN_MS = 30_000;
/** A token answer is a few hundred bytes; nothing bigger is read. */
const TOKEN_REPLY_MAX_BYTES = 64 * 1024;
/** OAuth 2.0's own error codes (RFC 6749 §5.2): the only words of the token endpoint's answer we repeat. */
const OAUTH_ERRORS = new Set(['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope']);

export function createTokenSource(
  auth: TResoAuth,
  deps: { fetch: typeof fetch; clock: TClock; userAgent: string } & Partial<Pick<TRetryPolicy, 'requestTimeoutMs' | 'deadline'>>,
): TTokenSource {
  if (auth.kind === 'bearer') return { token: async () => auth.token, invalidate: () => undefined, canRefresh: false };
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: auth.clientId, client_secret: auth.clientSecret });
    if (auth.scope) body.set('scope', auth.scope);
    let response: Response;
    let text: string;
    try {
      response = await deps.fetch(auth.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': deps.userAgent },
        body,
        signal: requestSignal(deps, auth.tokenUrl),
      });
      text = await readCappedText(response, TOKEN_REPLY_MAX_BYTES);
    } catch (error) {
      if (error instanceof MlsError) throw error;
      throw fetchFailure(toEgressError(error), auth.tokenUrl, 'the token endpoint');
    }
    const payload = parseJson(text);
    if (!response.ok) {
      const code = stringField(payload, 'error');
      const reason = code && OAUTH_ERRORS.has(code) ? `: ${code}` : '';
      throw new MlsError(`The token endpoint refused the credentials (${response.status})${reason}`, { status: response.status, url: auth.tokenUrl });
    }
    const token = stringField(payload, 'access_token');
    if (!token) throw new MlsError('The token endpoint answered without an access_token', { status: response.status, url: auth.tokenUrl });
    const expiresIn = Number((payload as Record<string, unknown>).expires_in);
    const lifetimeMs = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : 3_600_000;
    cached = { token, expiresAt: deps.clock.now() + lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 10) };
    return token;
  };

  return {
    canRefresh: true,
    async token() {
      if (cached && deps.clock.now() < cached.expiresAt) return cached.token;
      pending ??= fetchToken().finally(() => (pending = null));
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function stringField(payload: unknown, name: string): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const value = (payload as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
