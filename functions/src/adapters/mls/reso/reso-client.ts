import { MlsError, pageOfReadings, type TMlsClient, type TMlsConnectionResult, type TMlsMemberCriteria, type TMlsOpenHouse, type TMlsPage, type TMlsReplicationRequest } from '../mls-client';
import { egressFetch } from '../../egress/egress-fetch';
import { createTokenSource, type TResoAuth } from './reso-auth';
import { countResoListings, declaredProperties } from './reso-count';
import { MLS_HTTP_DEFAULTS } from '../http-retry';
import { resoGet, type TResoHttpDeps } from './reso-http';
import { readOpenHousesByListing } from './reso-open-houses';
import { readResoPages, type TResoPaging } from './reso-pages';
import { toMlsListing, toMlsOpenHouse } from './reso-records';
import { createRequestBudget, systemClock, type TClock, type TRequestBudget } from '../request-budget';

export type TResoClientOptions = {
  /** The OData service root, e.g. https://api.mlsgrid.com/v2 (resources are `${serviceRoot}/Property`). */
  serviceRoot: string;
  auth: TResoAuth;
  userAgent: string;
  /** Spacing of requests for this configuration; MLS Grid allows 2 per second. Default 2. */
  requestsPerSecond?: number;
  /** Pass one budget to share it between clients of the same configuration; otherwise one is made from requestsPerSecond. */
  budget?: TRequestBudget;
  /** 'auto' follows @odata.nextLink when the server sends it and falls back to $top/$skip. Default 'auto'. */
  paging?: TResoPaging;
  /** ANDed into every replication filter, e.g. MLS Grid's `OriginatingSystemName eq 'actris'`. */
  extraFilter?: string;
  propertyResource?: string;
  /**
   * Where open houses come from: 'resource' reads the OpenHouse resource for each page's ListingKeys (any
   * server); 'expand' asks for `$expand=Media,OpenHouse` on Property (one request per page, where the
   * server offers that expansion, as the local MLS does); 'none' skips them. Default 'resource'.
   */
  openHouses?: 'resource' | 'expand' | 'none';
  /** The resource read in 'resource' mode. Default 'OpenHouse'. */
  openHouseResource?: string;
  /** Ask for @odata.count on first pages: a progress hint, and in 'auto' paging it spares a request after a single-page answer. Default true. */
  requestCount?: boolean;
  /** Longest URL sent when listing keys are put in a filter. Default 6000. */
  maxUrlLength?: number;
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

/**
 * A RESO Web API 2.x client: replication by ModificationTimestamp with Media expanded and each page's
 * open houses joined by ListingKey.
 */
export function createResoClient(options: TResoClientOptions): TMlsClient {
  const clock = options.clock ?? systemClock;
  const fetchFn = options.fetch ?? egressFetch;
  const serviceRoot = options.serviceRoot.replace(/\/+$/, '');
  const timing = {
    requestTimeoutMs: options.requestTimeoutMs ?? MLS_HTTP_DEFAULTS.requestTimeoutMs,
    deadline: options.budgetMs === undefined ? null : clock.now() + options.budgetMs,
  };
  const http: TResoHttpDeps = {
    fetch: fetchFn,
    clock,
    budget: options.budget ?? createRequestBudget({ requestsPerSecond: options.requestsPerSecond ?? MLS_HTTP_DEFAULTS.requestsPerSecond, clock }),
    tokens: createTokenSource(options.auth, { fetch: fetchFn, clock, userAgent: options.userAgent, ...timing }),
    userAgent: options.userAgent,
    maxRetries: options.maxRetries ?? MLS_HTTP_DEFAULTS.maxRetries,
    maxRetryAfterMs: options.maxRetryAfterMs ?? MLS_HTTP_DEFAULTS.maxRetryAfterMs,
    ...timing,
  };
  const paging = options.paging ?? 'auto';
  const openHouseSource = options.openHouses ?? 'resource';

  async function testConnection(member?: TMlsMemberCriteria): Promise<TMlsConnectionResult> {
    try {
      const response = await resoGet(http, `${serviceRoot}/$metadata`, { accept: 'application/xml' });
      const entitySets = [...response.text.matchAll(/<EntitySet\s+Name="([^"]+)"/g)].map((match) => match[1]!);
      const propertyResource = options.propertyResource ?? 'Property';
      if (entitySets.length > 0 && !entitySets.includes(propertyResource)) {
        return { ok: false, message: `Connected, but the server offers no ${propertyResource} resource (it offers ${entitySets.join(', ')})` };
      }
      const message = entitySets.length > 0 ? `Connected: the server offers ${entitySets.join(', ')}` : 'Connected: the server answered its metadata';
      if (!member) return { ok: true, message };
      const feed = await countResoListings(http, { collectionUrl: `${serviceRoot}/${propertyResource}`, declared: declaredProperties(response.text, propertyResource), member });
      return { ok: true, message, feed };
    } catch (error) {
      if (error instanceof MlsError) return { ok: false, message: error.message };
      throw error;
    }
  }

  async function* replicate(request: TMlsReplicationRequest): AsyncGenerator<TMlsPage> {
    const pages = readResoPages(http, {
      collectionUrl: `${serviceRoot}/${options.propertyResource ?? 'Property'}`,
      query: { ...replicationQuery(request.modifiedSince, options.extraFilter), ...(openHouseSource === 'expand' ? { $expand: 'Media,OpenHouse' } : {}) },
      pageSize: request.pageSize,
      paging,
      withCount: options.requestCount ?? true,
    });
    for await (const page of pages) {
      const keys = page.records.map((record) => record.ListingKey).filter((key): key is string => typeof key === 'string');
      const openHouses =
        openHouseSource === 'resource' && keys.length > 0
          ? await readOpenHousesByListing(
              http,
              { collectionUrl: `${serviceRoot}/${options.openHouseResource ?? 'OpenHouse'}`, pageSize: request.pageSize, paging, maxUrlLength: options.maxUrlLength ?? 6000, withCount: options.requestCount ?? true },
              keys,
            )
          : new Map<string, TMlsOpenHouse[]>();
      const readings = page.records.map((record) => toMlsListing(record, openHouseSource === 'expand' ? expandedOpenHouses(record) : (openHouses.get(String(record.ListingKey)) ?? [])));
      yield pageOfReadings(readings, page.totalCount);
    }
  }

  return { testConnection, replicate, close: async () => undefined };
}

function expandedOpenHouses(record: Record<string, unknown>): TMlsOpenHouse[] {
  if (!Array.isArray(record.OpenHouse)) return [];
  return record.OpenHouse.flatMap((item: unknown) => {
    const openHouse = item && typeof item === 'object' ? toMlsOpenHouse(item as Record<string, unknown>) : null;
    return openHouse ? [openHouse] : [];
  });
}

/** Timestamp literals carry milliseconds and Z: some servers refuse `2024-05-01T00:00:00Z`. */
export function replicationQuery(modifiedSince: string | null, extraFilter?: string): Record<string, string> {
  const clauses: string[] = [];
  if (modifiedSince !== null) {
    const time = Date.parse(modifiedSince);
    if (Number.isNaN(time)) throw new MlsError(`Cannot replicate from "${modifiedSince}": not an instant`);
    clauses.push(`ModificationTimestamp gt ${new Date(time).toISOString()}`);
  }
  if (extraFilter) clauses.push(clauses.length > 0 ? `(${extraFilter})` : extraFilter);
  return {
    ...(clauses.length > 0 ? { $filter: clauses.join(' and ') } : {}),
    $orderby: 'ModificationTimestamp',
    $expand: 'Media',
  };
}
