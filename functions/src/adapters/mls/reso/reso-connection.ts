import { MlsError, type TMlsConnectionResult, type TMlsConnectionTester, type TMlsMemberCriteria } from '../mls-client';
import { egressFetch } from '../../egress/egress-fetch';
import { MLS_HTTP_DEFAULTS } from '../http-retry';
import { createRequestBudget, systemClock, type TClock, type TRequestBudget } from '../request-budget';
import { createTokenSource, type TResoAuth } from './reso-auth';
import { countResoListings, declaredProperties } from './reso-count';
import { resoGet, type TResoHttpDeps } from './reso-http';
import { findResoMemberContact } from './reso-member-contact';

/** How to reach a RESO Web API server: what both the full client and the connection tester are given. */
export type TResoConnectionOptions = {
  /** The OData service root, e.g. https://api.mlsgrid.com/v2 (resources are `${serviceRoot}/Property`). */
  serviceRoot: string;
  auth: TResoAuth;
  userAgent: string;
  /** Spacing of requests for this configuration; MLS Grid allows 2 per second. Default 2. */
  requestsPerSecond?: number;
  /** Pass one budget to share it between clients of the same configuration; otherwise one is made from requestsPerSecond. */
  budget?: TRequestBudget;
  propertyResource?: string;
  maxRetries?: number;
  /** A Retry-After longer than this fails the request. Default 120 s. */
  maxRetryAfterMs?: number;
  /** How long one request may take. Default 60 s. */
  requestTimeoutMs?: number;
  /** Every request of this client ends by this long after its creation (interactive calls); default none. */
  budgetMs?: number;
  /** Default: the egress guard (adapters/egress), so only public addresses are reached. */
  fetch?: typeof fetch;
  clock?: TClock;
};

/** One configuration's server: its HTTP (token, pacing, retries, deadline) and where its listings live. */
export type TResoConnection = { http: TResoHttpDeps; serviceRoot: string; propertyResource: string };

export function resoConnectionOf(options: TResoConnectionOptions): TResoConnection {
  const clock = options.clock ?? systemClock;
  const fetchFn = options.fetch ?? egressFetch;
  const timing = {
    requestTimeoutMs: options.requestTimeoutMs ?? MLS_HTTP_DEFAULTS.requestTimeoutMs,
    deadline: options.budgetMs === undefined ? null : clock.now() + options.budgetMs,
  };
  const http: TResoHttpDeps = {
    fetch: fetchFn,
    clock,
    budget: options.budget ?? createRequestBudget({ requestsPerSecond: options.requestsPerSecond ?? MLS_HTTP_DEFAULTS.requestsPerSecond, clock }),
    tokens: createTokenSource(options.auth, { fetch: fetchFn, clock, userAgent: options.userAgent, serviceRoot: options.serviceRoot, ...timing }),
    userAgent: options.userAgent,
    maxRetries: options.maxRetries ?? MLS_HTTP_DEFAULTS.maxRetries,
    maxRetryAfterMs: options.maxRetryAfterMs ?? MLS_HTTP_DEFAULTS.maxRetryAfterMs,
    ...timing,
  };
  return { http, serviceRoot: options.serviceRoot.replace(/\/+$/, ''), propertyResource: options.propertyResource ?? 'Property' };
}

/**
 * Reads `$metadata` and, given the member, has the server count the feed and the member's listings in it.
 * A refused or failed request is ok:false with its message (TMlsClient.testConnection).
 */
export async function testResoConnection({ http, serviceRoot, propertyResource }: TResoConnection, member?: TMlsMemberCriteria): Promise<TMlsConnectionResult> {
  try {
    const response = await resoGet(http, `${serviceRoot}/$metadata`, { accept: 'application/xml' });
    const entitySets = [...response.text.matchAll(/<EntitySet\s+Name="([^"]+)"/g)].map((match) => match[1]!);
    if (entitySets.length > 0 && !entitySets.includes(propertyResource)) {
      return { ok: false, message: `Connected, but the server offers no ${propertyResource} resource (it offers ${entitySets.join(', ')})` };
    }
    const message = entitySets.length > 0 ? `Connected: the server offers ${entitySets.join(', ')}` : 'Connected: the server answered its metadata';
    if (!member) return { ok: true, message };
    const feed = await countResoListings(http, {
      collectionUrl: `${serviceRoot}/${propertyResource}`,
      declared: declaredProperties(response.text, propertyResource),
      member,
    });
    return { ok: true, message, feed };
  } catch (error) {
    if (error instanceof MlsError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Test connection and the member lookup on a connection; RESO holds no session, so closing does nothing. */
export const resoConnectionTester = (connection: TResoConnection): TMlsConnectionTester => ({
  testConnection: (member) => testResoConnection(connection, member),
  findMemberContact: (member) => findResoMemberContact(connection, member),
  close: async () => undefined,
});

/** The connection test and member lookup alone, without replication's paging and records (what the Test routes bundle). */
export const createResoConnectionTester = (options: TResoConnectionOptions): TMlsConnectionTester => resoConnectionTester(resoConnectionOf(options));
