import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBrokerageBrokerResponseSchema, type TBrokerageBrokerResponse } from '@shared/schemas/public-profile.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/brokerage/{brokerageName}/broker: the brokerage's broker (404 when none has that brokerage). */
export const findBrokerageBroker = (brokerageName: string, signal?: AbortSignal): Promise<TBrokerageBrokerResponse> =>
  apiJson(`/api/brokerage/${encodeURIComponent(brokerageName)}/broker`, ZBrokerageBrokerResponseSchema, { signal });

export const findBrokerageBrokerQueryOptions = (brokerageName: string) =>
  queryOptions({ queryKey: ['brokerage-broker', brokerageName], queryFn: ({ signal }) => findBrokerageBroker(brokerageName, signal) });

export function useBrokerageBroker(brokerageName: string) {
  return useQuery({ ...findBrokerageBrokerQueryOptions(brokerageName), enabled: brokerageName.trim().length > 0 });
}
