import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBrokerageTeamResponseSchema, type TBrokerageTeamResponse } from '@shared/schemas/brokerage.schema';
import { apiJson } from '../../../lib/api-client';
import { MAP_OPEN_HOUSES_QUERY_KEY } from '../../../components/map/api/get-map-open-houses';
import { getBrokerageTeamQueryOptions } from './get-brokerage-team';

export type TTeamMove = 'approve' | 'decline' | 'remove';

/**
 * POST /api/brokerage/team/{userId}/approve, …/decline, DELETE /api/brokerage/team/{userId}: each answers
 * the team as it now stands (404 no such request, 409 no longer in that state).
 */
export const changeTeamMembership = ({ userId, move }: { userId: string; move: TTeamMove }): Promise<TBrokerageTeamResponse> => {
  const path = `/api/brokerage/team/${encodeURIComponent(userId)}`;
  return move === 'remove'
    ? apiJson(path, ZBrokerageTeamResponseSchema, { method: 'DELETE' })
    : apiJson(`${path}/${move}`, ZBrokerageTeamResponseSchema, { method: 'POST' });
};

/** Shows the team the server answered, and refreshes the maps (a member's open houses join or leave the brokerage's). */
export function useChangeTeamMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeamMembership,
    onSuccess: (team) => {
      queryClient.setQueryData(getBrokerageTeamQueryOptions().queryKey, team);
      void queryClient.invalidateQueries({ queryKey: MAP_OPEN_HOUSES_QUERY_KEY });
    },
  });
}
