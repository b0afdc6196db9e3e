import { toEgressError } from '../../egress/egress-error';
import { readCappedText } from '../../egress/read-capped';
import { defaultTokenUrl } from '@shared/schemas/mls.schema';
import { failureReason, hostOf, requestSignal, type TRetryPolicy } from '../http-retry';
import { MlsError } from '../mls-client';
import type { TClock } from '../request-budget';

export type TResoAuth =
  { kind: 'clientCredentials'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string } | { kind: 'bearer'; token: string };

/** Hands out the bearer token for each request; `invalidate` forgets a token the server refused. */
export type TTokenSource = { token(): Promise<string>; invalidate(): void; readonly canRefresh: boolean };

/** Tokens are renewed this long before the server says they expire, so none expires in flight. */
const EXPIRY_MARGIN_MS = 30_000;
/** A token answer is a few hundred bytes; nothing bigger is read. */
const TOKEN_REPLY_MAX_BYTES = 64 * 1024;
/** OAuth 2.0's own error codes (RFC 6749 §5.2): the only words of the token server's answer we repeat. */
const OAUTH_ERRORS = new Set(['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope']);

export function createTokenSource(
  auth: TResoAuth,
  deps: { fetch: typeof fetch; clock: TClock; userAgent: string; serviceRoot?: string } & Partial<Pick<TRetryPolicy, 'requestTimeoutMs' | 'deadline'>>,
): TTokenSource {
  if (auth.kind === 'bearer') return { token: async () => auth.token, invalidate: () => undefined, canRefresh: false };
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;
  const failed = (reason: string, status?: number) =>
    new MlsError(
      `${signInFailure(auth.tokenUrl, deps.serviceRoot)}: ${reason}`,
      status === undefined ? { url: auth.tokenUrl } : { status, url: auth.tokenUrl },
    );

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
      throw failed(failureReason(toEgressError(error)));
    }
    const payload = parseJson(text);
    if (!response.ok) {
      const code = stringField(payload, 'error');
      const reason = code && OAUTH_ERRORS.has(code) ? `: ${code}` : '';
      throw failed(`it refused the credentials (${response.status})${reason}`, response.status);
    }
    const token = stringField(payload, 'access_token');
    if (!token) throw failed('it answered without an access token', response.status);
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

/**
 * What a failed sign-in names: what the person typed. The MLS at the provider URL's host when the token URL is the
 * one it gives by default (the field left empty); the token URL itself when they typed another (or their MLS has one).
 */
function signInFailure(tokenUrl: string, serviceRoot: string | undefined): string {
  const isDefault = serviceRoot !== undefined && URL.canParse(serviceRoot) && defaultTokenUrl(serviceRoot) === tokenUrl;
  return isDefault ? `Could not sign in to the MLS at ${hostOf(serviceRoot)}` : `Could not get a token from the token URL ${tokenUrl}`;
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
