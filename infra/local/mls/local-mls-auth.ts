import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type TLocalMlsCredentials = { clientId: string; clientSecret: string; bearerToken: string; tokenTtlSeconds: number };
type TTokenAnswer = { status: number; body: Record<string, unknown> };

/** OAuth2 client credentials (RFC 6749 §4.4) with short-lived tokens, so expiry mid-sync can be tried. */
export function createLocalMlsAuth(credentials: TLocalMlsCredentials, now: () => number) {
  const tokens = new Map<string, { clientId: string; expiresAt: number }>();
  return {
    /** POST /oauth2/token: the form body, or HTTP Basic for the client's id and secret. */
    issueToken(form: URLSearchParams, authorization: string | undefined): TTokenAnswer {
      const basic = /^Basic (.+)$/i.exec(authorization ?? '')?.[1];
      const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
      const clientId = form.get('client_id') ?? basicId;
      const clientSecret = form.get('client_secret') ?? basicSecret;
      if (form.get('grant_type') !== 'client_credentials') {
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Only grant_type=client_credentials is supported' } };
      }
      if (clientId !== credentials.clientId || clientSecret !== credentials.clientSecret) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Unknown client id or wrong client secret' } };
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { clientId, expiresAt: now() + credentials.tokenTtlSeconds * 1000 });
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: credentials.tokenTtlSeconds, scope: 'api' } };
    },
    /** The client a request's bearer token belongs to, or the reason it is refused. */
    authenticate(request: IncomingMessage): { clientId: string } | { error: string } {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return { error: 'A bearer token is required (Authorization: Bearer <token>)' };
      if (token === credentials.bearerToken) return { clientId: 'static-bearer' };
      const known = tokens.get(token);
      if (!known) return { error: 'Unknown access token' };
      if (now() >= known.expiresAt) {
        tokens.delete(token);
        return { error: 'The access token has expired' };
      }
      return { clientId: known.clientId };
    },
  };
}

/** At most `requestsPerSecond` data requests per client in any one-second window; beyond that, 429 with Retry-After. */
export function createRateLimiter(requestsPerSecond: number | null, now: () => number) {
  const recent = new Map<string, number[]>();
  return {
    /** Seconds to wait, or null when the request may go ahead (and is counted). */
    admit(clientId: string): number | null {
      if (requestsPerSecond === null) return null;
      const at = now();
      const window = (recent.get(clientId) ?? []).filter((time) => time > at - 1000);
      if (window.length >= requestsPerSecond) {
        recent.set(clientId, window);
        return Math.max(1, Math.ceil((window[0]! + 1000 - at) / 1000));
      }
      window.push(at);
      recent.set(clientId, window);
      return null;
    },
  };
}
