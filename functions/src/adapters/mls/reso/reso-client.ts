import { MlsError, pageOfReadings, type TMlsClient, type TMlsOpenHouse, type TMlsPage, type TMlsReplicationRequest } from '../mls-client';
import { resoConnectionOf, resoConnectionTester, type TResoConnectionOptions } from './reso-connection';
import { readOpenHousesByListing } from './reso-open-houses';
import { readResoPages, type TResoPaging } from './reso-pages';
import { toMlsListing, toMlsOpenHouse } from './reso-records';

export type TResoClientOptions = TResoConnectionOptions & {
  /** 'auto' follows @odata.nextLink when the server sends it and falls back to $top/$skip. Default 'auto'. */
  paging?: TResoPaging;
  /** ANDed into every replication filter, e.g. MLS Grid's `OriginatingSystemName eq 'actris'`. */
  extraFilter?: string;
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
};

/**
 * A RESO Web API 2.x client: replication by ModificationTimestamp with Media expanded and each page's
 * open houses joined by ListingKey; its connection test is the connection tester's (reso-connection.ts).
 */
export function createResoClient(options: TResoClientOptions): TMlsClient {
  const connection = resoConnectionOf(options);
  const { http, serviceRoot } = connection;
  const paging = options.paging ?? 'auto';
  const openHouseSource = options.openHouses ?? 'resource';

  async function* replicate(request: TMlsReplicationRequest): AsyncGenerator<TMlsPage> {
    const pages = readResoPages(http, {
      collectionUrl: `${serviceRoot}/${connection.propertyResource}`,
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
              {
                collectionUrl: `${serviceRoot}/${options.openHouseResource ?? 'OpenHouse'}`,
                pageSize: request.pageSize,
                paging,
                maxUrlLength: options.maxUrlLength ?? 6000,
                withCount: options.requestCount ?? true,
              },
              keys,
            )
          : new Map<string, TMlsOpenHouse[]>();
      const readings = page.records.map((record) =>
        toMlsListing(record, openHouseSource === 'expand' ? expandedOpenHouses(record) : (openHouses.get(String(record.ListingKey)) ?? [])),
      );
      yield pageOfReadings(readings, page.totalCount);
    }
  }

  return { ...resoConnectionTester(connection), replicate };
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
