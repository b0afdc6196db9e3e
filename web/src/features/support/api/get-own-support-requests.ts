import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOwnSupportRequestsResponseSchema, type TOwnSupportRequestsResponse } from '@shared/schemas/support.schema';
import { apiJson } from '../../../lib/api-client';

export const OWN_SUPPORT_REQUESTS_QUERY_KEY = ['/api/support-requests'] as const;

/** GET /api/support-requests: the caller's requests (newest first, with our replies) and the answer time their plan promises. */
export const getOwnSupportRequests = (signal?: AbortSignal): Promise<TOwnSupportRequestsResponse> =>
  apiJson('/api/support-requests', ZOwnSupportRequestsResponseSchema, { signal });

export const getOwnSupportRequestsQueryOptions = () =>
  queryOptions({ queryKey: OWN_SUPPORT_REQUESTS_QUERY_KEY, queryFn: ({ signal }) => getOwnSupportRequests(signal) });

export function useOwnSupportRequests() {
  return useQuery(getOwnSupportRequestsQueryOptions());
}
