import { useInfiniteQuery } from '@tanstack/react-query';
import { getPropertyPagesQueryOptions } from './get-properties';

/** Linked listings shown at once, and per "Show more": the dashboard and the profile page them alike. */
export const LINKED_LISTINGS_PAGE_SIZE = 6;

/**
 * The MLS listings another account owns that name the agent too (co-list agent, broker by office): GET
 * /api/properties?relation=linked, newest link first, a page at a time. The agent reading their own sees
 * drafts too; everyone else the public ones.
 */
export const getLinkedListingsQueryOptions = (userId: string, { isOwn }: { isOwn: boolean }) =>
  getPropertyPagesQueryOptions({ userId, relation: 'linked', status: isOwn ? 'all' : 'active', limit: LINKED_LISTINGS_PAGE_SIZE });

export const useLinkedListings = (userId: string, options: { isOwn: boolean }) => useInfiniteQuery(getLinkedListingsQueryOptions(userId, options));
