import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ZListPipelineLeadsResponseSchema, type TListLeadsQuery } from '@shared/schemas/lead-pipeline.schema';
import { apiJson } from '../../../lib/api-client';

export const LEADS_QUERY_KEY = ['leads'] as const;

/** Only the filters that are set, as URL parameters. */
export const leadsSearch = (filters: TListLeadsQuery) =>
  new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();

/** GET /api/leads: one page of the agent's leads with their state and score, and the cursor of the next. */
export const getLeadsPage = (filters: TListLeadsQuery, cursor: string | undefined, signal?: AbortSignal) =>
  apiJson(`/api/leads?${leadsSearch({ ...filters, ...(cursor && { cursor }) })}`, ZListPipelineLeadsResponseSchema, { signal });

export const getLeadsQueryOptions = (filters: TListLeadsQuery) =>
  infiniteQueryOptions({
    queryKey: [...LEADS_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) => getLeadsPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Keeps showing the previous leads while new filters load, so typing a search does not flash the loading state. */
export function useLeadPages(filters: TListLeadsQuery) {
  return useInfiniteQuery({ ...getLeadsQueryOptions(filters), placeholderData: keepPreviousData });
}
