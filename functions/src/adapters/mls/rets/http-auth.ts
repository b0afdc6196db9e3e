import { createHash, randomBytes } from 'node:crypto';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export type TDigestChallenge = {
  realm: string;
  nonce: string;
  qop: string | null;
  opaque: string | null;
  algorithm: string;
};

/** Reads the parameters of one `WWW-Authenticate: Digest …` challenge (quoted or bare values). */
export function parseDigestChallenge(header: string): TDigestChallenge | null {
  const digest = /Digest\s+(.*)$/is.exec(header);
  if (!digest?.[1]) return null;
  const params: Record<string, string> = {};
  for (const match of digest[1].matchAll(/([a-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]+))/gi)) {
    params[(match[1] ?? '').toLowerCase()] = match[2] ?? match[3] ?? '';
  }
  if (params.nonce === undefined) return null;
  const offered = (params.qop ?? '').split(',').map((value) => value.trim());
  return {
    realm: params.realm ?? '',
    nonce: params.nonce,
    qop: offered.includes('auth') ? 'auth' : null,
    opaque: params.opaque ?? null,
    algorithm: params.algorithm ?? 'MD5',
  };
}

export type TDigestState = { challenge: TDigestChallenge; nonceCount: number };

/** The `Authorization: Digest …` value for one request (RFC 2617, qop auth, MD5 or MD5-sess). */
export function digestAuthorization(
  state: TDigestState,
  request: { method: string; uri: string; username: string; password: string },
  cnonce: string = randomBytes(8).toString('hex'),
): string {
  const { challenge } = state;
  state.nonceCount += 1;
  const nc = state.nonceCount.toString(16).padStart(8, '0');
  let ha1 = md5(`${request.username}:${challenge.realm}:${request.password}`);
  if (challenge.algorithm.toUpperCase() === 'MD5-SESS') ha1 = md5(`${ha1}:${challenge.nonce}:${cnonce}`);
  const ha2 = md5(`${request.method}:${request.uri}`);
  const response = challenge.qop ? md5(`${ha1}:${challenge.nonce}:${nc}:${cnonce}:${challenge.qop}:${ha2}`) : md5(`${ha1}:${challenge.nonce}:${ha2}`);
  const parts = [
    `username="${request.username}"`,
    `realm="${challenge.realm}"`,
    `nonce="${challenge.nonce}"`,
    `uri="${request.uri}"`,
    `response="${response}"`,
    `algorithm=${challenge.algorithm}`,
  ];
  if (challenge.qop) parts.push(`qop=${challenge.qop}`, `nc=${nc}`, `cnonce="${cnonce}"`);
  if (challenge.opaque !== null) parts.push(`opaque="${challenge.opaque}"`);
  return `Digest ${parts.join(', ')}`;
}

export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** RETS UA-Authorization: `Digest md5(md5(userAgent:uaPassword):requestId:sessionId:version)`. */
export function userAgentAuthorization(input: { userAgent: string; userAgentPassword: string; requestId: string; sessionId: string; version: string }): string {
  const a1 = md5(`${input.userAgent}:${input.userAgentPassword}`);
  return `Digest ${md5(`${a1}:${input.requestId}:${input.sessionId}:${input.version}`)}`;
}
