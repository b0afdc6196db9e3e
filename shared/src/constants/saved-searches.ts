/** How many searches one person may save (the matching worker reads each on every listing event in its area). */
export const MAX_SAVED_SEARCHES = 25;
/**
 * Searches without an area (or with one wider than the alert index's cells: roughly more than a few states) one
 * person may save: each is read by listings all over the country, so they are few.
 */
export const MAX_WIDE_SAVED_SEARCHES = 3;
/** The 409 of a save over that limit. */
export const WIDE_SAVED_SEARCHES_LIMIT_MESSAGE = `You can save up to ${MAX_WIDE_SAVED_SEARCHES} searches without an area (or with one larger than a few states). Choose a place or zoom the map in to save more.`;
/** What Save this search says of a search without an area. */
export const WIDE_SAVED_SEARCHES_NOTE = `No area chosen: you can keep up to ${MAX_WIDE_SAVED_SEARCHES} searches without an area. Choose a place to save more.`;
/** The 409 of turning alerts back on for such a search while the person's limit of them already alert (accounts from before the limit). */
export const WIDE_SAVED_SEARCHES_ALERTING_MESSAGE = `Up to ${MAX_WIDE_SAVED_SEARCHES} of your searches without an area can send alerts. Pause one of them or set it to Never first.`;
/** The 409 of saving (or editing into) a search that looks for what one the person has already does. */
export const duplicateSavedSearchMessage = (existingName: string) =>
  `You already have this search saved as “${existingName}”. Open it from Saved Searches, or change the filters or the area.`;
/** Saved searches per page of GET /api/users/saved-searches, and the most a page may ask for. */
export const SAVED_SEARCHES_PAGE_SIZE = 10;
export const SAVED_SEARCHES_MAX_LIMIT = MAX_SAVED_SEARCHES;
export const SAVED_SEARCH_NAME_MAX = 80;
/**
 * Hits (a listing a search was told of) the "new since your last visit" count reads at most per search: past it
 * the count says "at least" (a home with several events since the visit has several hits).
 */
export const NEW_MATCHES_HITS_READ = 200;

/** How a buyer is told of new matches: at once (grouped per few minutes), once a day, or not at all. */
export const SAVED_SEARCH_FREQUENCIES = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'never', label: 'Never' },
] as const;
export type TSavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]['value'];
export const SAVED_SEARCH_FREQUENCY_VALUES = /* @__PURE__ */ SAVED_SEARCH_FREQUENCIES.map((f) => f.value) as [
  TSavedSearchFrequency,
  ...TSavedSearchFrequency[],
];

/** The screen a search was saved from, and the one Open goes back to. */
export const SAVED_SEARCH_SOURCES = ['listings', 'map'] as const;
export type TSavedSearchSource = (typeof SAVED_SEARCH_SOURCES)[number];
