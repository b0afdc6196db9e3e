import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { pipeline, Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { getEgressEnv } from '../../platform/egress-env';
import { EgressError, toEgressError, unreachable } from './egress-error';
import type { TEgressPolicy } from './egress-policy';
import { checkEgressUrl, EGRESS_URL_MESSAGES } from './egress-url';
import { classifyAddress } from './ip-address';

/** Redirects followed per request, each through the same checks. */
export const EGRESS_MAX_REDIRECTS = 5;
/**
 * Name lookup, TCP and TLS together: a wrong or unreachable host fails within this, not at the caller's longer
 * request timeout (an MLS Test answers "could not reach" in seconds).
 */
export const EGRESS_CONNECT_TIMEOUT_MS = 5_000;
/** Waiting for headers or between body chunks; callers pass a shorter signal where they need one. */
const IDLE_TIMEOUT_MS = 60_000;
/** Headers that carry credentials: dropped when a redirect leaves the origin the caller chose. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'rets-ua-authorization'];

type TLookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
/** How names become addresses: the system resolver; tests pass their own. */
export type TResolve = (
  hostname: string,
  options: { family: number; hints?: number; all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * The connection's own name lookup: it resolves once, refuses the connection when any address is not one
 * the policy allows, and hands the socket exactly the addresses it checked. A name that answers a public
 * address to a check and a private one to the connection (DNS rebinding) has no second lookup to win.
 */
function guardedLookup(policy: TEgressPolicy, resolve: TResolve) {
  return (hostname: string, options: LookupOptions, callback: TLookupCallback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    resolve(hostname, { family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const verdict = classifyAddress(address);
        if (verdict.kind === 'public' || (verdict.kind === 'loopback' && policy.allowLoopback)) continue;
        const range = verdict.kind === 'blocked' ? verdict.range : 'loopback';
        return callback(new EgressError('refused', `${EGRESS_URL_MESSAGES.address} (${hostname} resolves to a ${range} address)`) as NodeJS.ErrnoException, []);
      }
      if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);
/** Statuses a Response carries without a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};
const timeoutError = (message: string) => new DOMException(message, 'TimeoutError');
const STATUS_TEXT = /^[\t\x20-\x7e]*$/;

/** The request body as bytes, with the content type fetch would give it (string, URLSearchParams, bytes, Blob...). */
async function bodyBytes(url: URL, init: RequestInit, headers: Record<string, string>): Promise<{ bytes: Buffer | null; contentType: string | null }> {
  if (init.body === undefined || init.body === null) return { bytes: null, contentType: null };
  const request = new Request(url, { method: init.method, headers, body: init.body, duplex: 'half' } as RequestInit);
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') };
}

/**
 * One HTTP exchange by node:http(s) (no redirects followed), answered as a global Response. The socket gets
 * its address from the guarded lookup; a connect timeout, an idle timeout (headers and between body chunks)
 * and the caller's signal end it. A gzip/deflate/br body is decoded, as fetch does.
 */
async function exchange(url: URL, init: RequestInit, requestHeaders: Record<string, string>, lookup: ReturnType<typeof guardedLookup>): Promise<Response> {
  const signal = init.signal ?? null;
  signal?.throwIfAborted();
  const method = (init.method ?? 'GET').toUpperCase();
  const { bytes, contentType } = await bodyBytes(url, init, requestHeaders);
  const headers = { ...requestHeaders };
  if (contentType && !headers['content-type']) headers['content-type'] = contentType;
  if (bytes) headers['content-length'] = String(bytes.byteLength);
  else if (['POST', 'PUT', 'PATCH'].includes(method)) headers['content-length'] = '0';
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<Response>((resolve, reject) => {
    let body: Readable | null = null;
    let response: IncomingMessage | null = null;
    let settled = false;
    let connectTimer: NodeJS.Timeout | undefined;
    const fail = (error: unknown) => {
      clearTimeout(connectTimer);
      signal?.removeEventListener('abort', onAbort);
      req.destroy(error as Error);
      response?.destroy(error as Error);
      body?.destroy(error as Error);
      if (!settled) {
        settled = true;
        reject(error);
      }
    };
    const onAbort = () => fail(signal?.reason ?? new DOMException('This operation was aborted', 'AbortError'));
    const req = request(url, { method, headers, lookup, agent: false }, (res) => {
      clearTimeout(connectTimer);
      response = res;
      const status = res.statusCode ?? 0;
      const responseHeaders = new Headers();
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) responseHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
      const nullBody = NULL_BODY_STATUSES.has(status) || method === 'HEAD';
      const coding = (responseHeaders.get('content-encoding') ?? '').trim().toLowerCase();
      const decoder = nullBody ? undefined : DECODERS[coding];
      if (decoder) {
        responseHeaders.delete('content-encoding');
        responseHeaders.delete('content-length');
        body = pipeline(res, decoder(), () => undefined) as unknown as Readable;
      } else body = res;
      res.once('close', () => signal?.removeEventListener('abort', onAbort));
      try {
        const statusText = STATUS_TEXT.test(res.statusMessage ?? '') ? res.statusMessage : '';
        const answer = new Response(nullBody ? null : (Readable.toWeb(body) as ReadableStream<Uint8Array>), { status, statusText, headers: responseHeaders });
        if (nullBody) res.resume();
        Object.defineProperty(answer, 'url', { value: url.toString() });
        settled = true;
        resolve(answer);
      } catch (error) {
        fail(error);
      }
    });
    req.on('error', fail);
    req.on('socket', (socket: Socket) => {
      socket.setTimeout(IDLE_TIMEOUT_MS, () => fail(timeoutError('The server did not answer in time')));
      if (!socket.connecting) return;
      connectTimer = setTimeout(() => fail(unreachable(`no connection within ${EGRESS_CONNECT_TIMEOUT_MS / 1000} s`)), EGRESS_CONNECT_TIMEOUT_MS);
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    req.end(bytes ?? undefined);
  });
}

/**
 * A fetch for addresses a user chose (MLS servers, token URLs, media, CRM webhooks). Every request and every
 * redirect hop goes through checkEgressUrl and the guarded lookup; redirects are followed here (at most
 * EGRESS_MAX_REDIRECTS), credentials are dropped when a hop leaves the first origin, and a request body is
 * never carried to another origin. Failures are EgressErrors in our words. `redirect: 'manual'` hands back
 * the 3xx answer; `'error'` refuses it.
 */
export function createEgressFetch(policy: TEgressPolicy, options: { resolve?: TResolve } = {}): typeof fetch {
  const lookup = guardedLookup(policy, options.resolve ?? dnsLookup);
  const send = async (url: URL, init: RequestInit, headers: Record<string, string>): Promise<Response> => {
    try {
      return await exchange(url, init, headers, lookup);
    } catch (error) {
      throw toEgressError(error);
    }
  };

  return async (input, init = {}) => {
    const firstUrl = checkEgressUrl(typeof input === 'string' || input instanceof URL ? input : input.url, policy);
    const mode = init.redirect ?? 'follow';
    let url = firstUrl;
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    for (let hop = 0; ; hop++) {
      const response = await send(url, { ...init, method, body }, headers);
      if (!isRedirect(response.status) || mode === 'manual') return response;
      await response.body?.cancel().catch(() => undefined);
      if (mode === 'error') throw new EgressError('refused', `The server answered with a redirect (${response.status}), which is not followed here`);
      if (hop >= EGRESS_MAX_REDIRECTS) throw new EgressError('refused', `The server redirected more than ${EGRESS_MAX_REDIRECTS} times`);
      const location = response.headers.get('location');
      if (!location) throw new EgressError('unreachable', `The server answered a redirect (${response.status}) without saying where to`);
      const target = new URL(location, url);
      target.hash = '';
      const next = checkEgressUrl(target, policy);
      const dropsBody = response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST');
      if (dropsBody) {
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      if (next.origin !== firstUrl.origin) {
        if (body !== undefined && body !== null)
          throw new EgressError('refused', 'The server redirected a request with a body to another host; it was not sent there');
        for (const name of CREDENTIAL_HEADERS) delete headers[name];
      }
      url = next;
    }
  };
}

let fromEnvironment: typeof fetch | undefined;

/** The guarded fetch under this deployment's policy (the local switch from EGRESS_ALLOW_LOOPBACK), made once. */
export const egressFetch: typeof fetch = (input, init) => {
  fromEnvironment ??= createEgressFetch({ allowLoopback: getEgressEnv().EGRESS_ALLOW_LOOPBACK });
  return fromEnvironment(input, init);
};
