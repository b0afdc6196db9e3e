import { NEW_MATCHES_READ_LIMIT } from '@shared/constants/saved-searches';
import { browseListingsPublishedAfter } from '../../data/listing-browse-repository';
import type { TSavedSearchRecord } from '../../data/saved-search-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { MAX_BOX_ITEMS_READ, browseListingsInBox } from '../properties/browse-listings-in-box';

export type TNewMatches = { count: number; capped: boolean };

/**
 * The listings matching a saved search that were published (publishedAt, else createdAt) after its last
 * visit, through browse's own reads (never a Scan), reading at most `maxRead` listings:
 * 1. with an area, browse's box read on the geo index (every match inside it, up to MAX_BOX_ITEMS_READ read;
 *    a box too large for the map grid counts as no area), then those published after the visit
 * 2. without, the browse index by creation narrowed to listings published after the visit, at most
 *    NEW_MATCHES_READ_LIMIT of them (browseListingsPublishedAfter)
 * `capped` when the read stopped before the end: there are at least `count`.
 */
export async function countNewMatches(deps: TDeps, search: Pick<TSavedSearchRecord, 'filters' | 'area' | 'lastVisitedAt'>, maxRead: number): Promise<TNewMatches> {
  const { filters, lastVisitedAt } = search;
  const browse = {
    priceRange: filters.priceRange,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minBedrooms: filters.minBedrooms,
    minBathrooms: filters.minBathrooms,
    propertyType: filters.propertyType,
    includeUnderContract: filters.includeUnderContract,
    q: filters.q || undefined,
  };
  if (search.area) {
    const inBox = await browseListingsInBox(deps, { ...browse, bbox: search.area.bbox, sort: 'newest', limit: MAX_BOX_ITEMS_READ, maxRead }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'BAD_REQUEST') return null;
      throw error;
    });
    if (inBox) {
      const count = inBox.items.filter((listing) => (listing.publishedAt ?? listing.createdAt) > lastVisitedAt).length;
      return { count, capped: inBox.total === null };
    }
  }
  const page = await browseListingsPublishedAfter(deps.db, { ...browse, publishedAfter: lastVisitedAt, limit: NEW_MATCHES_READ_LIMIT, maxRead });
  return { count: page.items.length, capped: page.hasMore };
}
