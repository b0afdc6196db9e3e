import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrokerageTeamResponseSchema, type TBrokerageTeamResponse } from '@shared/schemas/brokerage.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/brokerage/team (brokers): the pending requests and the members of the caller's brokerage. */
export const getBrokerageTeam = (signal?: AbortSignal): Promise<TBrokerageTeamResponse> =>
  apiJson('/api/brokerage/team', ZBrokerageTeamResponseSchema, { signal });

export const getBrokerageTeamQueryOptions = () => queryOptions({ queryKey: ['/api/brokerage/team'], queryFn: ({ signal }) => getBrokerageTeam(signal) });

export function useBrokerageTeam() {
  return useQuery(getBrokerageTeamQueryOptions());
}
