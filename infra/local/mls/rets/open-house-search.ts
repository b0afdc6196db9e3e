import { compactCell, pagedCompactReply, type TListingRecord, type TSearchSettings } from './compact-search';
import { OPEN_HOUSE_CLASS_NAME, OPEN_HOUSE_COLUMNS } from './listing-columns';
import { retsReply } from './rets-xml-writer';

const LISTING_KEYS_QUERY = /^\(\s*ListingKey\s*=\s*([^()]+)\)$/;

/**
 * OpenHouse Search by listing: `(ListingKey=k1,k2,…)`. Each listing's nested OpenHouse entries become
 * rows; an entry without its own key gets `<ListingKey>-<n>`.
 */
export function openHouseSearchReply(params: URLSearchParams, listings: Iterable<TListingRecord>, settings: TSearchSettings): string {
  if (params.get('Class') !== OPEN_HOUSE_CLASS_NAME)
    return retsReply(20203, `Unknown Class ${params.get('Class')} for OpenHouse; use ${OPEN_HOUSE_CLASS_NAME}`);
  const match = LISTING_KEYS_QUERY.exec((params.get('Query') ?? '').trim());
  if (!match?.[1]) return retsReply(20206, 'Invalid Query Syntax: OpenHouse answers (ListingKey=k1,k2,...) only');
  const wanted = new Set(match[1].split(',').map((key) => key.trim()));
  const rows: string[][] = [];
  for (const record of listings) {
    const listingKey = String(record.ListingKey);
    if (!wanted.has(listingKey) || !Array.isArray(record.OpenHouse)) continue;
    (record.OpenHouse as Record<string, unknown>[]).forEach((openHouse, index) => {
      const row: Record<string, unknown> = { ...openHouse, ListingKey: listingKey, OpenHouseKey: openHouse.OpenHouseKey ?? `${listingKey}-${index + 1}` };
      rows.push(OPEN_HOUSE_COLUMNS.map((column) => compactCell(row[column.name], column.dataType === 'DateTime', settings.minutesEast)));
    });
  }
  return pagedCompactReply(
    params,
    OPEN_HOUSE_COLUMNS.map((column) => column.name),
    rows,
    settings,
  );
}
