import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SESSION_CACHE_MS } from '@shared/constants/limits';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { ApiError, apiJsonDeferred } from '../api-client';
import { hadSession } from '../session-hint';

/** The session query's key. Anything that signs in, signs up or changes the user invalidates it. */
export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * The signed-in user, or null when signed out (a 401 here is an answer, not an error). Without the session
 * hint cookie no session can exist, so the API is not asked. The mark lets journeys time what follows the answer.
 */
export async function getCurrentUser(): Promise<TCurrentUser | null> {
  const user = hadSession() ? await fetchCurrentUser() : null;
  performance.mark('session-known');
  return user;
}

async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  try {
    return await apiJsonDeferred('/api/auth/user', () => import('@shared/schemas/user.schema').then((m) => m.ZCurrentUserResponseSchema), { on401: 'throw' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: getCurrentUser, staleTime: SESSION_CACHE_MS });

/**
 * Without the session hint the answer is known before any request: signed out. Stored before the first render,
 * the first screen renders signed out at once, rather than as 'loading' and then, a moment later, all again.
 */
export function seedSessionWithoutHint(queryClient: QueryClient): void {
  if (hadSession()) return;
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, null);
  performance.mark('session-known');
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
