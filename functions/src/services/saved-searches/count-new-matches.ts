import { NEW_MATCHES_HITS_READ } from '@shared/constants/saved-searches';
import { listSearchHitsAfter } from '../../data/search-hit-repository';
import type { TSavedSearchRecord } from '../../data/saved-search-repository';
import type { TDeps } from '../deps';

export type TNewMatches = { count: number; capped: boolean };

/**
 * The homes a saved search was told of since its last visit: the distinct listings of its hits (written by the
 * matching worker with each alert, so the card counts what the bell told), reading at most NEW_MATCHES_HITS_READ.
 * `capped` when the read stopped before the end: there are at least `count`.
 */
export async function countNewMatches(deps: TDeps, search: Pick<TSavedSearchRecord, 'userId' | 'id' | 'lastVisitedAt'>): Promise<TNewMatches> {
  const { listingIds, hasMore } = await listSearchHitsAfter(deps.db, {
    userId: search.userId,
    searchId: search.id,
    after: search.lastVisitedAt,
    now: deps.clock.now(),
    maxRead: NEW_MATCHES_HITS_READ,
  });
  return { count: listingIds.length, capped: hasMore };
}
