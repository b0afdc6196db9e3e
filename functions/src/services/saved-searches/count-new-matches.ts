import { NEW_MATCHES_READ_LIMIT } from '@shared/constants/saved-searches';
import { browseActiveListings } from '../../data/listing-browse-repository';
import type { TPropertyRecord } from '../../data/property-records';
import type { TSavedSearchRecord } from '../../data/saved-search-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { browseListingsInBox } from '../properties/browse-listings-in-box';

export type TNewMatches = { count: number; capped: boolean };

/**
 * The listings matching a saved search that were published after its last visit, through the browse reads
 * (never a Scan), at most NEW_MATCHES_READ_LIMIT of them:
 * 1. with an area, browse's box read on the geo index (a box too large for the map grid counts as no area);
 *    without, the browse index by creation, from a little before the visit (browseActiveListings'
 *    `publishedAfter`), newest first
 * 2. the map's price ceiling, which browse has no key for, is applied to what was read
 * 3. `capped` when more listings remained to read than one bounded read takes: there are at least `count`
 */
export async function countNewMatches(deps: TDeps, search: Pick<TSavedSearchRecord, 'filters' | 'area' | 'lastVisitedAt'>): Promise<TNewMatches> {
  const { filters } = search;
  const browse = {
    sort: 'newest' as const,
    priceRange: filters.priceRange,
    minBedrooms: filters.minBedrooms,
    minBathrooms: filters.minBathrooms,
    propertyType: filters.propertyType,
    includeUnderContract: filters.includeUnderContract,
    q: filters.q || undefined,
    publishedAfter: search.lastVisitedAt,
    limit: NEW_MATCHES_READ_LIMIT,
  };
  const isUnderCeiling = (listing: TPropertyRecord) => filters.maxPrice === undefined || listing.price <= filters.maxPrice;
  if (search.area) {
    const inBox = await browseListingsInBox(deps, { ...browse, bbox: search.area.bbox }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'BAD_REQUEST') return null;
      throw error;
    });
    if (inBox) {
      const count = inBox.items.filter(isUnderCeiling).length;
      return { count, capped: inBox.total === null || inBox.nextCursor !== null };
    }
  }
  const page = await browseActiveListings(deps.db, browse);
  return { count: page.items.filter(isUnderCeiling).length, capped: page.nextCursor !== null };
}
