import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZListTeamLeadsResponseSchema,
  ZTeamLeadSchema,
  ZTeamPoolSettingsSchema,
  ZTeamPoolStandingSchema,
  type TTeamLeadView,
} from '@shared/schemas/team-lead.schema';
import { apiJson } from '../../../lib/api-client';
import { LEADS_QUERY_KEY } from './get-leads';

export const TEAM_LEADS_QUERY_KEY = ['team-leads'] as const;
const SETTINGS_QUERY_KEY = [...TEAM_LEADS_QUERY_KEY, 'settings'] as const;

/** GET /api/team-leads/settings: the caller's place in their team's pool, or `pool: null` (no team, or a plan without it). */
export const getTeamPoolStanding = (signal?: AbortSignal) => apiJson('/api/team-leads/settings', ZTeamPoolStandingSchema, { signal });

export function useTeamPoolSettings(enabled = true) {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getTeamPoolStanding(signal), enabled, select: (standing) => standing.pool });
}

/** GET /api/team-leads?view=…: one page of a view of the pool, newest first. */
export const getTeamLeadsPage = (view: TTeamLeadView, cursor: string | undefined, signal?: AbortSignal) =>
  apiJson(`/api/team-leads?${new URLSearchParams({ view, ...(cursor && { cursor }) }).toString()}`, ZListTeamLeadsResponseSchema, { signal });

export const teamLeadsQueryOptions = (view: TTeamLeadView) =>
  infiniteQueryOptions({
    queryKey: [...TEAM_LEADS_QUERY_KEY, 'list', view],
    queryFn: ({ pageParam, signal }) => getTeamLeadsPage(view, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useTeamLeadPages = (view: TTeamLeadView) => useInfiniteQuery(teamLeadsQueryOptions(view));

/** Every view and the pipeline may show the lead that moved. */
function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: TEAM_LEADS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY })]);
}

/** POST /api/team-leads/{id}/claim (409 when someone else was first: the lists refresh either way). */
export function useClaimTeamLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (id: string) => apiJson(`/api/team-leads/${encodeURIComponent(id)}/claim`, ZTeamLeadSchema, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** PUT /api/team-leads/{id}/assignee: the broker gives it to a member, or back to the pool (null). */
export function useAssignTeamLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
      apiJson(`/api/team-leads/${encodeURIComponent(id)}/assignee`, ZTeamLeadSchema, { method: 'PUT', body: { assigneeId } }),
    onSettled: refresh,
  });
}

/** PUT /api/team-leads/availability: a member takes new leads in turn or not. */
export function useSetPoolAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) => apiJson('/api/team-leads/availability', ZTeamPoolSettingsSchema, { method: 'PUT', body: { available } }),
    onSuccess: (pool) => queryClient.setQueryData(SETTINGS_QUERY_KEY, { pool, message: null }),
  });
}
