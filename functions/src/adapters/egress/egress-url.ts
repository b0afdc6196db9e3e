import { EgressError } from './egress-error';
import type { TEgressPolicy } from './egress-policy';
import { classifyAddress, isIpLiteral } from './ip-address';

export type TEgressUrlProblem = 'invalid' | 'scheme' | 'fragment' | 'userinfo' | 'address';

export const EGRESS_URL_MESSAGES: Record<TEgressUrlProblem, string> = {
  invalid: 'Not a valid URL',
  scheme: 'Use an https:// address',
  fragment: 'Remove the #fragment from the address',
  userinfo: 'Remove the user name or password from the address; credentials have their own fields',
  address: 'Use a public address, not one inside a private network',
};

const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** A host the URL itself names as loopback: localhost, 127.x.x.x or [::1] (the stand-ins' addresses). */
const isLoopbackHost = (host: string) => isLocalhostName(host) || (isIpLiteral(host) && classifyAddress(host).kind === 'loopback');

/**
 * What is wrong with a URL the server is asked to fetch, before any lookup: not https (http is allowed only
 * to loopback under the local switch), a fragment (it would hide the rest of a path we append), a user name
 * or password, or a host written as an address that is not public. Names are judged when they are resolved,
 * at connection time (see egress-fetch). null: nothing is wrong.
 */
export function egressUrlProblem(input: string | URL, policy: TEgressPolicy): { problem: TEgressUrlProblem; range?: string } | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { problem: 'invalid' };
  }
  if (url.href.includes('#') || (typeof input === 'string' && input.includes('#'))) return { problem: 'fragment' };
  if (url.username !== '' || url.password !== '') return { problem: 'userinfo' };
  const host = url.hostname;
  const isAllowedLoopback = policy.allowLoopback && isLoopbackHost(host);
  if (isLocalhostName(host) && !isAllowedLoopback) return { problem: 'address', range: 'loopback' };
  if (isIpLiteral(host)) {
    const verdict = classifyAddress(host);
    if (verdict.kind === 'blocked') return { problem: 'address', range: verdict.range };
    if (verdict.kind === 'loopback' && !policy.allowLoopback) return { problem: 'address', range: 'loopback' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isAllowedLoopback)) return { problem: 'scheme' };
  return null;
}

/** The URL parsed, or an EgressError('refused') saying in our words what is wrong with it. */
export function checkEgressUrl(input: string | URL, policy: TEgressPolicy): URL {
  const found = egressUrlProblem(input, policy);
  if (found) throw new EgressError('refused', found.range ? `${EGRESS_URL_MESSAGES[found.problem]} (${found.range})` : EGRESS_URL_MESSAGES[found.problem]);
  return new URL(input);
}
