import { createHash, randomBytes } from 'node:crypto';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/**
 * HTTP Digest (RFC 2617, qop auth) for the local RETS server: issues nonces, checks each request's
 * response hash against the user it names, and refuses a nonce count that does not grow.
 */
export function createDigestGuard<TUser extends { username: string; password: string }>(users: readonly TUser[], realm: string) {
  const lastCountByNonce = new Map<string, number>();
  return {
    challenge(): string {
      const nonce = randomBytes(16).toString('hex');
      lastCountByNonce.set(nonce, 0);
      return `Digest realm="${realm}", qop="auth", nonce="${nonce}", opaque="${md5(realm)}", algorithm=MD5`;
    },
    /** The user the request authenticates as, or null when it does not. */
    userOf(header: string | undefined, method: string, uri: string): TUser | null {
      if (!header?.startsWith('Digest ')) return null;
      const params = Object.fromEntries(
        [...header.matchAll(/([a-z0-9_-]+)\s*=\s*(?:"([^"]*)"|([^,\s]+))/gi)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? '']),
      );
      const lastCount = lastCountByNonce.get(params.nonce ?? '');
      const count = Number.parseInt(params.nc ?? '', 16);
      const user = users.find((candidate) => candidate.username === params.username);
      if (lastCount === undefined || !user || params.uri !== uri || params.qop !== 'auth') return null;
      if (!Number.isFinite(count) || count <= lastCount) return null;
      const ha1 = md5(`${user.username}:${realm}:${user.password}`);
      const expected = md5(`${ha1}:${params.nonce}:${params.nc}:${params.cnonce}:auth:${md5(`${method}:${uri}`)}`);
      if (params.response !== expected) return null;
      lastCountByNonce.set(params.nonce ?? '', count);
      return user;
    },
  };
}
