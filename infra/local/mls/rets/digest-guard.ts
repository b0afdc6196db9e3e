import { createHash, randomBytes } from 'node:crypto';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/**
 * HTTP Digest (RFC 2617, qop auth) for the local RETS server: issues nonces, checks each request's
 * response hash against the one user, and refuses a nonce count that does not grow.
 */
export function createDigestGuard(credentials: { username: string; password: string }, realm: string) {
  const lastCountByNonce = new Map<string, number>();
  return {
    challenge(): string {
      const nonce = randomBytes(16).toString('hex');
      lastCountByNonce.set(nonce, 0);
      return `Digest realm="${realm}", qop="auth", nonce="${nonce}", opaque="${md5(realm)}", algorithm=MD5`;
    },
    isAuthorized(header: string | undefined, method: string, uri: string): boolean {
      if (!header?.startsWith('Digest ')) return false;
      const params = Object.fromEntries(
        [...header.matchAll(/([a-z0-9_-]+)\s*=\s*(?:"([^"]*)"|([^,\s]+))/gi)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? '']),
      );
      const lastCount = lastCountByNonce.get(params.nonce ?? '');
      const count = Number.parseInt(params.nc ?? '', 16);
      if (lastCount === undefined || params.username !== credentials.username || params.uri !== uri || params.qop !== 'auth') return false;
      if (!Number.isFinite(count) || count <= lastCount) return false;
      const ha1 = md5(`${credentials.username}:${realm}:${credentials.password}`);
      const expected = md5(`${ha1}:${params.nonce}:${params.nc}:${params.cnonce}:auth:${md5(`${method}:${uri}`)}`);
      if (params.response !== expected) return false;
      lastCountByNonce.set(params.nonce ?? '', count);
      return true;
    },
  };
}
