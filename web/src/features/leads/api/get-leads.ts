import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZListPipelineLeadsResponseSchema, type TListLeadsQuery } from '@shared/schemas/lead-pipeline.schema';
import { apiJson } from '../../../lib/api-client';

export const LEADS_QUERY_KEY = ['leads'] as const;

/** Only the filters that are set, as URL parameters. */
export const leadsSearch = (filters: TListLeadsQuery) =>
  new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();

/** GET /api/leads: the agent's leads with their state and score. */
export const getLeads = (filters: TListLeadsQuery, signal?: AbortSignal) => apiJson(`/api/leads?${leadsSearch(filters)}`, ZListPipelineLeadsResponseSchema, { signal });

export const getLeadsQueryOptions = (filters: TListLeadsQuery) =>
  queryOptions({ queryKey: [...LEADS_QUERY_KEY, filters], queryFn: ({ signal }) => getLeads(filters, signal), placeholderData: keepPreviousData });

export function useLeads(filters: TListLeadsQuery) {
  return useQuery(getLeadsQueryOptions(filters));
}
