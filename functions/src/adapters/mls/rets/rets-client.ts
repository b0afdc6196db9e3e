import { MlsError, type TMlsClient, type TMlsConnectionResult, type TMlsMemberCriteria, type TMlsPage, type TMlsReplicationRequest } from '../mls-client';
import { MLS_HTTP_DEFAULTS } from '../http-retry';
import { createRequestBudget, systemClock, type TClock } from '../request-budget';
import type { TFieldOverrides } from './listing-fields';
import { assembleListingPage } from './listing-page';
import { listingKeyOf } from './listing-record';
import type { TLogoutReply } from './logout-reply';
import type { TOpenHouseFieldOverrides } from './open-house-schema';
import { RetsHttp } from './rets-http';
import { closeRetsSession, openRetsSession, type TMetadataFormat, type TRetsSession } from './rets-session';
import { searchModifiedRows } from './search-pager';
import { parseSearchReply } from './search-reply';
import { offsetMinutes } from './server-time';
import { countRetsListings } from './rets-count';

export type TRetsClientConfig = {
  loginUrl: string;
  username: string;
  password: string;
  userAgent: string;
  /** Sent as RETS UA-Authorization when set. */
  userAgentPassword?: string | null;
  /** Default 'RETS/1.7.2'. */
  retsVersion?: string;
  /** Default 'COMPACT' (every RETS server serves it); 'STANDARD-XML' where preferred. */
  metadataFormat?: TMetadataFormat;
  /** Override the Property resource / residential class found in metadata. */
  resource?: string;
  className?: string;
  /** Data Dictionary name → SystemName, for servers whose metadata does not say. */
  fieldOverrides?: TFieldOverrides;
  /** GetObject Type for photos; default 'Photo'. */
  photoType?: string;
  /** Listing keys per GetObject and per OpenHouse Search request; default 50. */
  objectBatchSize?: number;
  /** Read the OpenHouse resource when the server has one; default true. */
  readOpenHouses?: boolean;
  /** Open-house Data Dictionary name → SystemName, for servers whose metadata does not say. */
  openHouseFieldOverrides?: TOpenHouseFieldOverrides;
  /** Spacing of requests, as for RESO. Default 2 a second. */
  requestsPerSecond?: number;
  maxRetries?: number;
  /** A Retry-After longer than this fails the request. Default 120 s. */
  maxRetryAfterMs?: number;
  /** How long one request may take. Default 60 s. */
  requestTimeoutMs?: number;
  /** Every request of this client ends by this long after its creation (interactive calls); default none. */
  budgetMs?: number;
};

export type TRetsClientDeps = { fetch?: typeof fetch; now?: () => number; clock?: TClock };

export type TRetsClient = TMlsClient & {
  /** HTTP requests sent so far (for measurements). */
  readonly requestCount: number;
  /** Ends the session and answers what Logout said (null without a session or a Logout URL); a RETS reply code other than 0 is an MlsError. close() is the same without the answer. */
  logout(): Promise<TLogoutReply | null>;
};

/** A RETS 1.7.2 client that fulfils the MLS client contract: one instance per sync. */
export function createRetsClient(config: TRetsClientConfig, deps: TRetsClientDeps = {}): TRetsClient {
  const clock = deps.clock ?? systemClock;
  const http = new RetsHttp(
    {
      username: config.username,
      password: config.password,
      userAgent: config.userAgent,
      userAgentPassword: config.userAgentPassword ?? null,
      retsVersion: config.retsVersion ?? 'RETS/1.7.2',
    },
    {
      fetch: deps.fetch,
      clock,
      budget: createRequestBudget({ requestsPerSecond: config.requestsPerSecond ?? MLS_HTTP_DEFAULTS.requestsPerSecond, clock }),
      maxRetries: config.maxRetries,
      maxRetryAfterMs: config.maxRetryAfterMs,
      requestTimeoutMs: config.requestTimeoutMs,
      deadline: config.budgetMs === undefined ? null : clock.now() + config.budgetMs,
    },
  );
  const now = deps.now ?? Date.now;
  let session: TRetsSession | null = null;
  const open = async (): Promise<TRetsSession> => {
    session ??= await openRetsSession(http, config.loginUrl, config.metadataFormat ?? 'COMPACT', config);
    return session;
  };

  async function* replicate(request: TMlsReplicationRequest): AsyncGenerator<TMlsPage> {
    const current = await open();
    const { schema, system, login } = current;
    const minutesEast = offsetMinutes(system.timeZoneOffset);
    const sinceMs = request.modifiedSince === null ? 0 : Date.parse(request.modifiedSince);
    if (Number.isNaN(sinceMs)) throw new MlsError(`modifiedSince "${request.modifiedSince}" is not an ISO instant`);
    // Whole seconds: a query without milliseconds suits every server, and re-reading under a second is harmless.
    const sinceSecondMs = Math.floor(sinceMs / 1000) * 1000;
    let totalCount: number | null = null;
    const rows = searchModifiedRows({
      search: async ({ query, limit, offset }) => {
        const params: Record<string, string> = {
          SearchType: schema.resource,
          Class: schema.className,
          QueryType: 'DMQL2',
          Query: query,
          Format: 'COMPACT-DECODED',
          Count: '1',
          Limit: String(limit),
          StandardNames: '0',
        };
        if (offset !== null) params.Offset = String(offset);
        const reply = await http.get(login.capabilities.search, params);
        const parsed = parseSearchReply(reply.body.toString('utf8'), reply.url);
        if (offset === 1) totalCount = parsed.count;
        return parsed;
      },
      timestampField: schema.systemNames.ModificationTimestamp ?? '',
      minutesEast,
      sinceMs: sinceSecondMs,
      nowMs: now(),
      limit: request.pageSize,
      keyOf: (row) => listingKeyOf(row, schema) ?? '',
    });
    for await (const page of rows) {
      yield await assembleListingPage(http, current, page, {
        photoType: config.photoType ?? 'Photo',
        batchSize: config.objectBatchSize ?? 50,
        minutesEast,
        totalCount,
      });
    }
  }

  async function logout(): Promise<TLogoutReply | null> {
    if (!session) return null;
    const ending = session;
    session = null;
    return closeRetsSession(http, ending);
  }

  return {
    get requestCount() {
      return http.requestCount;
    },
    async testConnection(member?: TMlsMemberCriteria): Promise<TMlsConnectionResult> {
      try {
        const current = await open();
        const { login, system, schema, openHouseSchema } = current;
        const name = system.systemId ? `RETS server ${system.systemId}` : 'RETS server';
        const reply = login.replyText.trim() || 'Login succeeded';
        const openHouses = openHouseSchema ? `open houses in ${openHouseSchema.resource}:${openHouseSchema.className}` : 'no open houses';
        const message = `${reply} (${name}, listings in ${schema.resource}:${schema.className}, ${openHouses})`;
        if (!member) return { ok: true, message };
        return { ok: true, message, feed: await countRetsListings(http, current, member) };
      } catch (error) {
        if (error instanceof MlsError) return { ok: false, message: error.message };
        throw error;
      }
    },
    replicate,
    logout,
    async close(): Promise<void> {
      await logout();
    },
  };
}
