import type { TSavedSearch } from '@shared/schemas/saved-search.schema';
import type { TSavedSearchRecord } from '../../data/saved-search-repository';

/** A saved search as its owner sees it (the owner's id stays behind). */
export const toSavedSearchView = ({ userId: _userId, ...search }: TSavedSearchRecord): TSavedSearch => search;
