import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRecordedReply } from './recorded-fixtures';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** What the replay server answers one request with: a fixture file name, or a reply built by the test. */
export type TReplayAnswer = string | { status: number; headers?: Record<string, string>; body: string };

export type TReplayOptions = {
  /** Picks the answer from the request's path and query. */
  answer: (url: URL, request: IncomingMessage) => TReplayAnswer;
  /** When set, every request must carry valid HTTP Digest credentials for this user (qop auth). */
  digest?: { username: string; password: string; realm: string };
  /** Requests one Digest nonce stays valid for; the server then challenges again with a new one, marked stale. */
  nonceLifetime?: number;
  /** When set, every request must carry HTTP Basic credentials for this user. */
  basic?: { username: string; password: string };
};

export type TReplayServer = { url: string; requests: { url: URL; headers: IncomingMessage['headers'] }[]; close(): Promise<void> };

/** Replays recorded RETS replies over real HTTP on 127.0.0.1, behind Digest or Basic auth when asked. */
export async function startReplayServer(options: TReplayOptions): Promise<TReplayServer> {
  const requests: TReplayServer['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: request.headers });
    const nonce = `replay-nonce-${options.nonceLifetime ? Math.floor((requests.length - 1) / options.nonceLifetime) : 0}`;
    const authorization = request.headers.authorization ?? '';
    if (options.digest && !isValidDigest(authorization, request.method ?? 'GET', request.url ?? '', options.digest, nonce)) {
      const stale = authorization.startsWith('Digest ') ? ', stale=true' : '';
      response.writeHead(401, { 'WWW-Authenticate': `Digest realm="${options.digest.realm}", qop="auth,auth-int", nonce="${nonce}", opaque="op4que"${stale}` });
      response.end();
      return;
    }
    if (options.basic) {
      const expected = `Basic ${Buffer.from(`${options.basic.username}:${options.basic.password}`).toString('base64')}`;
      if (authorization !== expected) {
        response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="rets"' });
        response.end();
        return;
      }
    }
    const answer = options.answer(url, request);
    if (typeof answer === 'string') {
      const recorded = readRecordedReply(answer, answer.endsWith('.html') ? 'text/html' : answer.endsWith('.txt') ? 'multipart/parallel' : 'text/xml');
      response.writeHead(recorded.status, recorded.headers.flat());
      response.end(recorded.body);
      return;
    }
    response.writeHead(answer.status, { 'Content-Type': 'text/xml', ...answer.headers });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function isValidDigest(header: string, method: string, uri: string, user: { username: string; password: string; realm: string }, nonce: string): boolean {
  if (!header.startsWith('Digest ')) return false;
  const params = Object.fromEntries([...header.matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]+))/g)].map((match) => [match[1], match[2] ?? match[3]]));
  if (params.username !== user.username || params.nonce !== nonce || params.uri !== uri || params.qop !== 'auth') return false;
  const ha1 = md5(`${user.username}:${user.realm}:${user.password}`);
  const ha2 = md5(`${method}:${uri}`);
  return params.response === md5(`${ha1}:${nonce}:${params.nc}:${params.cnonce}:auth:${ha2}`);
}
