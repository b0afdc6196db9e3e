import { MlsError } from '../mls-client';
import { buildUrl, resoGet, type TResoHttpDeps } from './reso-http';

export type TResoPaging = 'auto' | 'nextLink' | 'topSkip';

export type TResoPageRequest = {
  /** The collection URL, e.g. https://api.example.com/odata/Property */
  collectionUrl: string;
  /** $filter, $orderby, $expand…; $top, $skip and $count are added here. */
  query: Record<string, string>;
  pageSize: number;
  paging: TResoPaging;
  withCount: boolean;
};

export type TResoRawPage = { records: Record<string, unknown>[]; totalCount: number | null };

/**
 * Pages through a collection. nextLink servers are followed to the end, with `Prefer:
 * odata.maxpagesize` re-sent on every page because some servers forget it otherwise. Servers without
 * nextLink are paged by $top/$skip, advancing by the rows actually received and stopping only at an
 * empty page or a page with nothing new (a miscounted last page re-sends rows). @odata.count never ends
 * paging: in 'auto', a first page without nextLink ends it only when it is empty, or short of the page
 * size with no count promising more. A page repeating the one before it (a server ignoring $skip or
 * looping its links) fails the read rather than ending it quietly or reading for ever.
 */
export async function* readResoPages(http: TResoHttpDeps, request: TResoPageRequest): AsyncGenerator<TResoRawPage> {
  const prefer = { prefer: `odata.maxpagesize=${request.pageSize}` };
  const firstQuery = { ...request.query, ...(request.withCount ? { $count: 'true' } : {}) };
  const isTopSkipOnly = request.paging === 'topSkip';
  const first = await readPage(
    http,
    buildUrl(request.collectionUrl, isTopSkipOnly ? { ...firstQuery, $top: String(request.pageSize), $skip: '0' } : firstQuery),
    prefer,
  );
  yield { records: first.records, totalCount: first.count };

  if (first.nextLink && !isTopSkipOnly) {
    let nextLink: string | null = first.nextLink;
    let previous = first.records;
    while (nextLink) {
      const page = await readPage(http, nextLink, prefer);
      if (repeats(previous, page.records))
        throw new MlsError('The MLS server sent the same page of records twice in a row; stopping rather than looping', { url: nextLink });
      yield { records: page.records, totalCount: null };
      if (page.nextLink === nextLink) throw new MlsError('The MLS server sent the same @odata.nextLink twice; stopping rather than looping', { url: nextLink });
      nextLink = page.nextLink;
      previous = page.records;
    }
    return;
  }
  if (request.paging === 'nextLink' || first.records.length === 0) return;
  const isShort = first.records.length < request.pageSize && (first.count === null || first.count <= first.records.length);
  if (!isTopSkipOnly && isShort) return;

  const seen = new Set(first.records.map(recordIdentity));
  let previous = first.records;
  let skip = first.records.length;
  for (;;) {
    const url = buildUrl(request.collectionUrl, { ...request.query, $top: String(request.pageSize), $skip: String(skip) });
    const page = await readPage(http, url, prefer);
    if (repeats(previous, page.records)) {
      throw new MlsError(
        `The MLS server answered $skip=${skip} with the same records as the page before: it seems to ignore $skip, so not every listing can be read`,
        { url },
      );
    }
    const fresh = page.records.filter((record) => !seen.has(recordIdentity(record)));
    if (fresh.length === 0) return;
    for (const record of fresh) seen.add(recordIdentity(record));
    skip += page.records.length;
    previous = page.records;
    yield { records: fresh, totalCount: null };
  }
}

/** A non-empty page holding exactly the records of the page before it. */
function repeats(previous: readonly Record<string, unknown>[], page: readonly Record<string, unknown>[]): boolean {
  if (page.length === 0 || page.length !== previous.length) return false;
  const before = new Set(previous.map(recordIdentity));
  return page.every((record) => before.has(recordIdentity(record)));
}

/** An OpenHouse record also carries its listing's ListingKey, so its own key is looked at first. */
function recordIdentity(record: Record<string, unknown>): string {
  return `${String(record.OpenHouseKey ?? record.ListingKey ?? JSON.stringify(record))}|${String(record.ModificationTimestamp ?? '')}`;
}

async function readPage(http: TResoHttpDeps, url: string, headers: Record<string, string>) {
  const response = await resoGet(http, url, headers);
  let body: { value?: unknown; '@odata.nextLink'?: unknown; '@odata.count'?: unknown };
  try {
    body = JSON.parse(response.text) as typeof body;
  } catch {
    throw new MlsError('The MLS server answered with something that is not JSON', { status: response.status, url });
  }
  if (!Array.isArray(body.value)) throw new MlsError('The MLS server answered without a "value" array', { status: response.status, url });
  const records = body.value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
  const nextLink = typeof body['@odata.nextLink'] === 'string' && body['@odata.nextLink'] !== '' ? new URL(body['@odata.nextLink'], url).toString() : null;
  // The bearer token goes with every page: a link to another host would hand it over.
  if (nextLink && new URL(nextLink).origin !== new URL(url).origin) {
    throw new MlsError('The MLS server sent an @odata.nextLink to another host; it is not followed, so the token stays with the server you configured', {
      url,
    });
  }
  const count = typeof body['@odata.count'] === 'number' ? body['@odata.count'] : null;
  return { records, nextLink, count };
}
