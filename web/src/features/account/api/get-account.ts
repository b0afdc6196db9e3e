import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountSchema, type TAccount } from '@shared/schemas/account.schema';
import { apiJson } from '../../../lib/api-client';

export const ACCOUNT_QUERY_KEY = ['/api/account'] as const;

/** GET /api/account: personal and (agents, brokers) professional information. */
export const getAccount = (signal?: AbortSignal): Promise<TAccount> => apiJson('/api/account', ZAccountSchema, { signal });

export const getAccountQueryOptions = () => queryOptions({ queryKey: ACCOUNT_QUERY_KEY, queryFn: ({ signal }) => getAccount(signal) });

export function useAccount() {
  return useQuery(getAccountQueryOptions());
}
