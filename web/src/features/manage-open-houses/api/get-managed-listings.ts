import { useInfiniteQuery } from '@tanstack/react-query';
import { getPropertyPagesQueryOptions } from '../../../lib/api/get-properties';

/** Cards per page: an MLS import brings thousands of listings, and each card is a screen tall on a phone. */
export const MANAGED_LISTINGS_PAGE_SIZE = 12;

/** The agent's own listings (drafts too), newest first, a page at a time; the first page carries the total. */
export const getManagedListingsQueryOptions = (userId: string) => getPropertyPagesQueryOptions({ userId, status: 'all', limit: MANAGED_LISTINGS_PAGE_SIZE });

export const useManagedListings = (userId: string) => useInfiniteQuery(getManagedListingsQueryOptions(userId));

/** Listings per page in the 'for which listing?' picker. */
export const LISTING_PICKER_PAGE_SIZE = 8;

/** The agent's own listings (drafts too) whose address or title matches `q`, a page at a time (the open-house picker). */
export const getListingChoicesQueryOptions = (userId: string, q: string) =>
  getPropertyPagesQueryOptions({ userId, status: 'all', q: q || undefined, limit: LISTING_PICKER_PAGE_SIZE });

export const useListingChoices = (userId: string, q: string) => useInfiniteQuery(getListingChoicesQueryOptions(userId, q));
