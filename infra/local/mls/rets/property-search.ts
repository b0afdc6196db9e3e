import { compactCell, pagedCompactReply, type TListingRecord, type TSearchSettings } from './compact-search';
import { parseMemberQuery } from './dmql-member-filter';
import { parseTimestampQuery } from './dmql-timestamp-filter';
import { CLASS_NAME, LISTING_COLUMNS } from './listing-columns';
import { retsReply } from './rets-xml-writer';

/** The columns that name a listing's agents and offices, the only ones a member query may test. */
const MEMBER_COLUMNS = LISTING_COLUMNS.map((column) => column.name).filter((name) => /^(Co)?List(Agent|Office)(MlsId|Key)$/.test(name));

const modifiedMs = (record: TListingRecord): number => Date.parse(String(record.ModificationTimestamp ?? ''));

/**
 * Property Search: listings whose ModificationTimestamp falls in the DMQL2 range (or that name a member,
 * as Test counts), ordered by that timestamp then key (a stable order, so Offset pages neither skip nor repeat).
 */
export function propertySearchReply(params: URLSearchParams, listings: Iterable<TListingRecord>, settings: TSearchSettings): string {
  if (params.get('Class') !== CLASS_NAME) return retsReply(20203, `Unknown Class ${params.get('Class')} for Property; use ${CLASS_NAME}`);
  const query = params.get('Query') ?? '';
  const range = parseTimestampQuery(query, settings.minutesEast);
  const isMember = range ? null : parseMemberQuery(query, MEMBER_COLUMNS);
  if (!range && !isMember)
    return retsReply(20206, 'Invalid Query Syntax: Property answers (ModificationTimestamp=...) ranges and ORs of (MemberField=value) only');
  const matching = [...listings]
    .filter((record) => {
      if (isMember) return isMember(record);
      const time = modifiedMs(record);
      return (range!.fromMs === null || time >= range!.fromMs) && (range!.toMs === null || time <= range!.toMs);
    })
    .sort((left, right) => modifiedMs(left) - modifiedMs(right) || String(left.ListingKey).localeCompare(String(right.ListingKey)));
  const rows = matching.map((record) =>
    LISTING_COLUMNS.map((column) => compactCell(record[column.name], column.dataType === 'DateTime', settings.minutesEast)),
  );
  return pagedCompactReply(
    params,
    LISTING_COLUMNS.map((column) => column.name),
    rows,
    settings,
  );
}
