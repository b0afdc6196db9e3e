/** At most this many suggestions in one answer of the location search. */
export const PLACE_SUGGESTION_LIMIT = 8;
/** Shortest query the suggestions answer (one letter would match a tenth of the country). */
export const PLACE_QUERY_MIN_LENGTH = 2;
