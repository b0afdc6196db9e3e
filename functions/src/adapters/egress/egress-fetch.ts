import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';
import { getEgressEnv } from '../../platform/egress-env';
import { EgressError, toEgressError } from './egress-error';
import type { TEgressPolicy } from './egress-policy';
import { checkEgressUrl, EGRESS_URL_MESSAGES } from './egress-url';
import { classifyAddress } from './ip-address';

/** Redirects followed per request, each through the same checks. */
export const EGRESS_MAX_REDIRECTS = 5;
const CONNECT_TIMEOUT_MS = 10_000;
/** Waiting for headers or between body chunks; callers pass a shorter signal where they need one. */
const IDLE_TIMEOUT_MS = 60_000;
/** Headers that carry credentials: dropped when a redirect leaves the origin the caller chose. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'rets-ua-authorization'];

type TLookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
/** How names become addresses: the system resolver; tests pass their own. */
export type TResolve = (hostname: string, options: { family: number; hints?: number; all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

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

/**
 * A fetch for addresses a user chose (MLS servers, token URLs, media, CRM webhooks). Every request and every
 * redirect hop goes through checkEgressUrl and the guarded lookup; redirects are followed here (at most
 * EGRESS_MAX_REDIRECTS), credentials are dropped when a hop leaves the first origin, and a request body is
 * never carried to another origin. Failures are EgressErrors in our words. `redirect: 'manual'` hands back
 * the 3xx answer; `'error'` refuses it.
 */
export function createEgressFetch(policy: TEgressPolicy, options: { resolve?: TResolve } = {}): typeof fetch {
  const agent = new Agent({ connect: { lookup: guardedLookup(policy, options.resolve ?? dnsLookup), timeout: CONNECT_TIMEOUT_MS }, headersTimeout: IDLE_TIMEOUT_MS, bodyTimeout: IDLE_TIMEOUT_MS });
  const send = async (url: URL, init: RequestInit, headers: Record<string, string>): Promise<Response> => {
    try {
      const response = await undiciFetch(url, { ...(init as object), headers, redirect: 'manual', dispatcher: agent });
      return response as unknown as Response;
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
        if (body !== undefined && body !== null) throw new EgressError('refused', 'The server redirected a request with a body to another host; it was not sent there');
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
