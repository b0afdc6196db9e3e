import { LISTING_PAGE_SIZE } from './listing';

/** How many hearts one merge call takes (what a browser held before its visitor signed in). */
export const MERGE_SAVED_LISTINGS_MAX = 100;
/** Saved homes per page, and the most one page may ask for. */
export const SAVED_HOMES_PAGE_SIZE = LISTING_PAGE_SIZE;
export const SAVED_HOMES_MAX_LIMIT = 48;
