import { compactBlock, retsReply } from './rets-xml-writer';

export type TListingRecord = Record<string, unknown>;

/** How the server treats Offset: pages by it, refuses it with a reply code, or silently ignores it. */
export type TOffsetSupport = 'supported' | 'refused' | 'ignored';

export type TSearchSettings = { minutesEast: number; maxRows: number; offsetSupport: TOffsetSupport };

/**
 * One page of a COMPACT-DECODED Search reply over rows already matched and ordered: Limit (capped at
 * the server's maximum), Offset (or its refusal), COUNT when asked (Count=2: the count only), and MAXROWS when rows remain.
 */
export function pagedCompactReply(params: URLSearchParams, columns: string[], matching: string[][], settings: TSearchSettings): string {
  const format = params.get('Format') ?? 'COMPACT';
  if (format !== 'COMPACT-DECODED' && format !== 'COMPACT') return retsReply(20203, `Format ${format} is not served; use COMPACT-DECODED`);
  const offsetParam = params.get('Offset');
  if (offsetParam !== null && settings.offsetSupport === 'refused') return retsReply(20203, 'Offset is not supported by this server');
  const offset = offsetParam === null || settings.offsetSupport === 'ignored' ? 1 : Number.parseInt(offsetParam, 10);
  const limitParam = params.get('Limit');
  const limit = limitParam === null || limitParam === 'NONE' ? settings.maxRows : Math.min(Number.parseInt(limitParam, 10), settings.maxRows);
  if (!Number.isInteger(offset) || offset < 1 || !Number.isInteger(limit) || limit < 1) return retsReply(20203, 'Limit and Offset must be positive integers');
  // Count=2: the count alone, no rows (what a client asks to learn a query's size).
  if (params.get('Count') === '2') return retsReply(0, 'Success', `<COUNT Records="${matching.length}"/>\n`);
  const page = matching.slice(offset - 1, offset - 1 + limit);
  if (page.length === 0) return retsReply(20201, 'No Records Found');
  const count = params.get('Count') === '1' ? `<COUNT Records="${matching.length}"/>\n` : '';
  const hasMore = offset - 1 + page.length < matching.length;
  return retsReply(0, 'Success', `${count}${compactBlock(columns, page)}${hasMore ? '<MAXROWS/>\n' : ''}`);
}

/** A record's value as COMPACT text: empty for null, 1/0 for booleans, DateTime fields in the server's wall clock. */
export function compactCell(value: unknown, isDateTime: boolean, minutesEast: number): string {
  if (value === null || value === undefined) return '';
  if (isDateTime) {
    const time = Date.parse(String(value));
    return Number.isNaN(time) ? '' : new Date(time + minutesEast * 60_000).toISOString().slice(0, 23);
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
