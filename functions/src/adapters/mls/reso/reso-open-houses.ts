import type { TMlsOpenHouse } from '../mls-client';
import { buildUrl, type TResoHttpDeps } from './reso-http';
import { readResoPages, type TResoPaging } from './reso-pages';
import { toMlsOpenHouse } from './reso-records';

export type TOpenHouseQuery = { collectionUrl: string; pageSize: number; paging: TResoPaging; maxUrlLength: number; withCount: boolean };

/**
 * The open houses of the given listings, grouped by ListingKey. Keys are sent as an OData 4.0 `or`
 * chain (not 4.01 `in`, which older servers refuse), split so that no URL exceeds maxUrlLength.
 */
export async function readOpenHousesByListing(http: TResoHttpDeps, query: TOpenHouseQuery, listingKeys: string[]): Promise<Map<string, TMlsOpenHouse[]>> {
  const byListing = new Map<string, TMlsOpenHouse[]>();
  for (const filter of keyFilters(query, listingKeys)) {
    const pages = readResoPages(http, {
      collectionUrl: query.collectionUrl,
      query: { $filter: filter, $orderby: 'ModificationTimestamp' },
      pageSize: query.pageSize,
      paging: query.paging,
      withCount: query.withCount,
    });
    for await (const page of pages) {
      for (const record of page.records) {
        const openHouse = toMlsOpenHouse(record);
        const listingKey = typeof record.ListingKey === 'string' ? record.ListingKey : null;
        if (!openHouse || !listingKey) continue;
        const list = byListing.get(listingKey) ?? [];
        if (!list.some((known) => known.key !== null && known.key === openHouse.key)) list.push(openHouse);
        byListing.set(listingKey, list);
      }
    }
  }
  return byListing;
}

function* keyFilters(query: TOpenHouseQuery, listingKeys: string[]): Generator<string> {
  const baseLength = buildUrl(query.collectionUrl, { $filter: '', $orderby: 'ModificationTimestamp', $top: '99999', $skip: '9999999' }).length;
  const separatorLength = encodedLength(' or ');
  let terms: string[] = [];
  let length = baseLength;
  for (const key of new Set(listingKeys)) {
    const term = `ListingKey eq '${key.replace(/'/g, "''")}'`;
    const added = encodedLength(term) + (terms.length > 0 ? separatorLength : 0);
    if (terms.length > 0 && length + added > query.maxUrlLength) {
      yield terms.join(' or ');
      terms = [];
      length = baseLength;
    }
    length += encodedLength(term) + (terms.length > 0 ? separatorLength : 0);
    terms.push(term);
  }
  if (terms.length > 0) yield terms.join(' or ');
}

const encodedLength = (value: string) => buildUrl('http://x/', { f: value }).length - 'http://x/?f='.length;
