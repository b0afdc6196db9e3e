import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/api/get-current-user';

/** After signing up or in, refetch the session before moving on, so the next screen sees the user. */
export const refreshSession = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY, refetchType: 'all' });
