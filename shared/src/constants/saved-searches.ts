/** How many searches one person may save (the matching worker reads each on every listing event in its area). */
export const MAX_SAVED_SEARCHES = 25;
/** Saved searches per page of GET /api/users/saved-searches, and the most a page may ask for. */
export const SAVED_SEARCHES_PAGE_SIZE = 10;
export const SAVED_SEARCHES_MAX_LIMIT = MAX_SAVED_SEARCHES;
export const SAVED_SEARCH_NAME_MAX = 80;
/**
 * New listings the "new since your last visit" count finds at most for a search without an area (newest first,
 * through the browse index by creation): past it the count says "at least".
 */
export const NEW_MATCHES_READ_LIMIT = 100;
/**
 * Listings one page of the saved-searches list reads at most for its "new" counts, all its searches together:
 * each search's read gets an equal share (2,000 each for a page of 10, 800 for a page of 25), so a page costs
 * the same however many searches it holds; past its share a count says "at least".
 */
export const NEW_MATCHES_READS_PER_PAGE = 20_000;

/** How a buyer is told of new matches: at once (grouped per few minutes), once a day, or not at all. */
export const SAVED_SEARCH_FREQUENCIES = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'never', label: 'Never' },
] as const;
export type TSavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]['value'];
export const SAVED_SEARCH_FREQUENCY_VALUES = /* @__PURE__ */ SAVED_SEARCH_FREQUENCIES.map((f) => f.value) as [TSavedSearchFrequency, ...TSavedSearchFrequency[]];

/** The screen a search was saved from, and the one Open goes back to. */
export const SAVED_SEARCH_SOURCES = ['listings', 'map'] as const;
export type TSavedSearchSource = (typeof SAVED_SEARCH_SOURCES)[number];
