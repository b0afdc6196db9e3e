import { MAX_SAVED_SEARCHES } from '@shared/constants/saved-searches';
import type { TListSavedSearchesResponse } from '@shared/schemas/saved-search.schema';
import { getSavedSearchCount, listSavedSearchesPage } from '../../data/saved-search-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { countNewMatches } from './count-new-matches';
import { toSavedSearchView } from './to-saved-search-view';

/**
 * A page of the caller's saved searches, newest first, each with the homes it told of since the last visit.
 * 1. read the page and the caller's count (for "N of 25")
 * 2. count each search's new matches from its hits (countNewMatches: one bounded Query each), in parallel
 */
export async function listSavedSearches(deps: TDeps, auth: TUserActor, query: { limit: number; cursor?: string }): Promise<TListSavedSearchesResponse> {
  const [page, total] = await Promise.all([listSavedSearchesPage(deps.db, { userId: auth.user.id, ...query }), getSavedSearchCount(deps.db, auth.user.id)]);
  const newMatches = await Promise.all(page.items.map((search) => countNewMatches(deps, search)));
  return {
    items: page.items.map((search, i) => ({ ...toSavedSearchView(search), newMatches: newMatches[i] ?? { count: 0, capped: false } })),
    nextCursor: page.nextCursor,
    total,
    max: MAX_SAVED_SEARCHES,
  };
}
