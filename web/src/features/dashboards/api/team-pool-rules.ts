import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTeamPoolSettingsSchema, ZTeamPoolStandingSchema, type TTeamLeadRules } from '@shared/schemas/team-lead.schema';
import { apiJson } from '../../../lib/api-client';

const QUERY_KEY = ['team-leads', 'settings'] as const;

/** GET /api/team-leads/settings: the pool's rules, or none with the reason (a plan without the pool: the card says so). */
export function useTeamPoolRules() {
  return useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => apiJson('/api/team-leads/settings', ZTeamPoolStandingSchema, { signal }) });
}

/** PUT /api/team-leads/rules (the broker). */
export function useSaveTeamPoolRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TTeamLeadRules) => apiJson('/api/team-leads/rules', ZTeamPoolSettingsSchema, { method: 'PUT', body: rules }),
    onSuccess: (pool) => queryClient.setQueryData(QUERY_KEY, { pool, message: null }),
  });
}
