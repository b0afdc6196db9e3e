import { compileFilter, ODataQueryError } from './odata-filter';
import { compileOrderBy } from './odata-orderby';

type TRecord = Record<string, unknown>;

/** How a collection pages, including the quirks of real servers the client must survive. */
export type TPagingBehaviour = {
  /** 'nextLink' pages by @odata.nextLink; 'topSkip' never sends one (the client pages by $top/$skip). */
  paging: 'nextLink' | 'topSkip';
  /** 'remembered' carries the page size in the nextLink; 'forgotten' honours Prefer only on requests that send it. */
  preferMaxPageSize: 'remembered' | 'forgotten';
  defaultPageSize: number;
  maxPageSize: number;
  /** At the last $top/$skip page, answer the last full page instead (re-sending rows already sent). */
  topSkipMiscount: boolean;
  /** @odata.count reports this many rows more than the filter matches (fewer when negative, never below 0). */
  countError: number;
  /** $skip is read but not applied: every $top/$skip page starts at the first row. */
  ignoresSkip: boolean;
  requireMillisecondLiterals: boolean;
};

export type TCollectionRequest = {
  records: readonly TRecord[];
  query: URLSearchParams;
  prefer: string | null;
  /** The request URL, from which the nextLink is built. */
  requestUrl: URL;
  contextUrl: string;
  /** Shapes one record for the answer (expansions, absolute media URLs). */
  shape: (record: TRecord, expand: Set<string>) => TRecord;
};

export type TCollectionAnswer = { body: TRecord; preferenceApplied: string | null };

const integer = (name: string, value: string | null): number | null => {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw new ODataQueryError(`${name} must be a non-negative integer, not "${value}"`);
  return Number(value);
};

/** Answers a collection GET: $filter, $orderby, $top, $skip, $count, $expand, $select and server-driven paging. */
export function answerCollection(request: TCollectionRequest, behaviour: TPagingBehaviour): TCollectionAnswer {
  const { query } = request;
  const filter = query.get('$filter');
  const orderBy = query.get('$orderby');
  const matched = filter ? request.records.filter(compileFilter(filter, behaviour)) : request.records.slice();
  if (orderBy) matched.sort(compileOrderBy(orderBy));
  const top = integer('$top', query.get('$top'));
  const skip = behaviour.ignoresSkip ? 0 : (integer('$skip', query.get('$skip')) ?? 0);
  const token = parseSkipToken(query.get('$skiptoken'));
  const preferred = /odata\.maxpagesize=(\d+)/.exec(request.prefer ?? '')?.[1];
  const preferredSize = preferred ? Math.min(Number(preferred), behaviour.maxPageSize) : null;
  const rememberedSize = behaviour.preferMaxPageSize === 'remembered' ? (token?.pageSize ?? null) : null;

  let rows: TRecord[];
  let nextLink: string | null = null;
  let appliedSize: number | null = null;
  if (behaviour.paging === 'nextLink') {
    const pageSize = preferredSize ?? rememberedSize ?? behaviour.defaultPageSize;
    appliedSize = preferredSize;
    const end = Math.min(matched.length, top === null ? Infinity : skip + top);
    const start = skip + (token?.offset ?? 0);
    rows = matched.slice(start, Math.min(start + pageSize, end));
    if (start + pageSize < end) {
      const next = new URL(request.requestUrl);
      next.searchParams.set('$skiptoken', `${start + pageSize - skip}${behaviour.preferMaxPageSize === 'remembered' ? `:${pageSize}` : ''}`);
      next.searchParams.delete('$count');
      nextLink = next.toString().replace(/\+/g, '%20');
    }
  } else {
    const pageSize = Math.min(top ?? preferredSize ?? behaviour.defaultPageSize, behaviour.maxPageSize);
    const start = behaviour.topSkipMiscount && skip < matched.length && skip + pageSize > matched.length ? Math.max(0, matched.length - pageSize) : skip;
    rows = matched.slice(start, start + pageSize);
  }

  const expand = new Set(
    (query.get('$expand') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const select = query
    .get('$select')
    ?.split(',')
    .map((name) => name.trim());
  const value = rows.map((record) => {
    const shaped = request.shape(record, expand);
    return select ? Object.fromEntries([...select, ...expand].filter((name) => name in shaped).map((name) => [name, shaped[name]])) : shaped;
  });
  const body: TRecord = { '@odata.context': request.contextUrl };
  if (query.get('$count') === 'true') body['@odata.count'] = Math.max(0, matched.length + behaviour.countError);
  body.value = value;
  if (nextLink) body['@odata.nextLink'] = nextLink;
  return { body, preferenceApplied: appliedSize === null ? null : `odata.maxpagesize=${appliedSize}` };
}

function parseSkipToken(token: string | null): { offset: number; pageSize: number | null } | null {
  if (token === null) return null;
  const match = /^(\d+)(?::(\d+))?$/.exec(token);
  if (!match) throw new ODataQueryError(`Unknown $skiptoken "${token}"`);
  return { offset: Number(match[1]), pageSize: match[2] ? Number(match[2]) : null };
}
