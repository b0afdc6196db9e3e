import { LISTING_COLUMNS } from './listing-columns';
import { epochToWallClock, parseTimestampQuery } from './dmql-timestamp-filter';
import { compactBlock, retsReply } from './rets-xml-writer';

export type TListingRecord = Record<string, unknown>;

/** How the server treats Offset: pages by it, refuses it with a reply code, or silently ignores it. */
export type TOffsetSupport = 'supported' | 'refused' | 'ignored';

export type TSearchSettings = { minutesEast: number; maxRows: number; offsetSupport: TOffsetSupport };

const modifiedMs = (record: TListingRecord): number => Date.parse(String(record.ModificationTimestamp ?? ''));

function cell(record: TListingRecord, name: string, minutesEast: number): string {
  const value = record[name];
  if (value === null || value === undefined) return '';
  if (name === 'ModificationTimestamp') return epochToWallClock(modifiedMs(record), minutesEast);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * A Search reply in COMPACT-DECODED: listings whose ModificationTimestamp falls in the DMQL2 range,
 * ordered by that timestamp then key (a stable order, so Offset pages neither skip nor repeat),
 * with COUNT when asked, and MAXROWS when rows remain past Limit.
 */
export function searchReply(params: URLSearchParams, listings: Iterable<TListingRecord>, settings: TSearchSettings): string {
  if (params.get('SearchType') !== 'Property' || params.get('Class') !== 'RES') {
    return retsReply(20203, `Unknown SearchType/Class ${params.get('SearchType')}/${params.get('Class')}; use Property/RES`);
  }
  const format = params.get('Format') ?? 'COMPACT';
  if (format !== 'COMPACT-DECODED' && format !== 'COMPACT') return retsReply(20203, `Format ${format} is not served; use COMPACT-DECODED`);
  const range = parseTimestampQuery(params.get('Query') ?? '', settings.minutesEast);
  if (!range) return retsReply(20206, 'Invalid Query Syntax: only (ModificationTimestamp=...) ranges are served');
  const offsetParam = params.get('Offset');
  if (offsetParam !== null && settings.offsetSupport === 'refused') return retsReply(20203, 'Offset is not supported by this server');
  const offset = offsetParam === null || settings.offsetSupport === 'ignored' ? 1 : Number.parseInt(offsetParam, 10);
  const limitParam = params.get('Limit');
  const limit = limitParam === null || limitParam === 'NONE' ? settings.maxRows : Math.min(Number.parseInt(limitParam, 10), settings.maxRows);
  if (!Number.isInteger(offset) || offset < 1 || !Number.isInteger(limit) || limit < 1) return retsReply(20203, 'Limit and Offset must be positive integers');

  const matching = [...listings]
    .filter((record) => {
      const time = modifiedMs(record);
      return (range.fromMs === null || time >= range.fromMs) && (range.toMs === null || time <= range.toMs);
    })
    .sort((left, right) => modifiedMs(left) - modifiedMs(right) || String(left.ListingKey).localeCompare(String(right.ListingKey)));
  const page = matching.slice(offset - 1, offset - 1 + limit);
  if (page.length === 0) return retsReply(20201, 'No Records Found');
  const columns = LISTING_COLUMNS.map((column) => column.name);
  const rows = page.map((record) => columns.map((name) => cell(record, name, settings.minutesEast)));
  const count = params.get('Count') === '1' ? `<COUNT Records="${matching.length}"/>\n` : '';
  const hasMore = offset - 1 + page.length < matching.length;
  return retsReply(0, 'Success', `${count}${compactBlock(columns, rows)}${hasMore ? '<MAXROWS/>\n' : ''}`);
}
