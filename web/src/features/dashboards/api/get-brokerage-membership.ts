import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrokerageMembershipResponseSchema, type TBrokerageMembershipResponse } from '@shared/schemas/brokerage.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/brokerage/membership (agents, brokers): the caller's standing with the brokerage they name. */
export const getBrokerageMembership = (signal?: AbortSignal): Promise<TBrokerageMembershipResponse> =>
  apiJson('/api/brokerage/membership', ZBrokerageMembershipResponseSchema, { signal });

/** Keyed by the brokerage the profile names, so naming another one asks again. */
export const getBrokerageMembershipQueryOptions = (brokerageName: string) =>
  queryOptions({ queryKey: ['/api/brokerage/membership', brokerageName], queryFn: ({ signal }) => getBrokerageMembership(signal) });

export function useBrokerageMembership(brokerageName: string) {
  return useQuery(getBrokerageMembershipQueryOptions(brokerageName));
}
