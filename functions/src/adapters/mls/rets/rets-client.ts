import { MlsError, type TMlsClient, type TMlsPage, type TMlsReplicationRequest } from '../mls-client';
import { assembleListingPage } from './listing-page';
import { listingKeyOf } from './listing-record';
import { createRetsConnection, type TRetsConnection, type TRetsConnectionConfig, type TRetsConnectionDeps } from './rets-connection';
import { searchModifiedRows } from './search-pager';
import { parseSearchReply } from './search-reply';
import { offsetMinutes } from './server-time';

export type TRetsClientConfig = TRetsConnectionConfig & {
  /** GetObject Type for photos; default 'Photo'. */
  photoType?: string;
  /** Listing keys per GetObject and per OpenHouse Search request; default 50. */
  objectBatchSize?: number;
};

export type TRetsClientDeps = TRetsConnectionDeps & { now?: () => number };

export type TRetsClient = TMlsClient &
  Pick<TRetsConnection, 'logout'> & {
    /** HTTP requests sent so far (for measurements). */
    readonly requestCount: number;
  };

/** A RETS 1.7.2 client that fulfils the MLS client contract: one instance per sync; its session and connection test are rets-connection.ts's. */
export function createRetsClient(config: TRetsClientConfig, deps: TRetsClientDeps = {}): TRetsClient {
  const connection = createRetsConnection(config, deps);
  const { http } = connection;
  const now = deps.now ?? Date.now;

  async function* replicate(request: TMlsReplicationRequest): AsyncGenerator<TMlsPage> {
    const current = await connection.session();
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

  return {
    get requestCount() {
      return http.requestCount;
    },
    testConnection: connection.testConnection,
    findMemberContact: connection.findMemberContact,
    replicate,
    logout: connection.logout,
    close: connection.close,
  };
}
