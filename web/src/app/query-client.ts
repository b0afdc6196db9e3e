import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's client defaults (§9): no retry, no refetch on window focus, no polling, data never stale.
 * Queries that need otherwise say so in their own options (the session is cached 5 minutes).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
