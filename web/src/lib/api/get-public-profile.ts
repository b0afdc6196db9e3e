import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicProfileResponseSchema, type TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import { ApiError, apiJson } from '../api-client';

/** Which public profile route: /api/agent/… serves agents and brokers, /api/broker/… brokers only. */
export type TPublicProfileKind = 'agent' | 'broker';

/** Every public profile query starts with this key: saving a profile or a picture refreshes them all. */
export const PUBLIC_PROFILE_QUERY_KEY = ['public-profile'] as const;

/** GET /api/{agent|broker}/{userId}/profile (public; visibility and contact visibility applied by the server). */
export const getPublicProfile = (kind: TPublicProfileKind, userId: string, signal?: AbortSignal): Promise<TPublicProfileResponse> =>
  apiJson(`/api/${kind}/${encodeURIComponent(userId)}/profile`, ZPublicProfileResponseSchema, { signal });

export const getPublicProfileQueryOptions = (kind: TPublicProfileKind, userId: string) =>
  queryOptions({
    queryKey: [...PUBLIC_PROFILE_QUERY_KEY, kind, userId],
    queryFn: ({ signal }) => getPublicProfile(kind, userId, signal),
  });

export function usePublicProfile(kind: TPublicProfileKind, userId: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getPublicProfileQueryOptions(kind, userId), enabled: options.isEnabled ?? true });
}

/** A 404 (no such agent, wrong role, or a profile the caller may not see) or an id the API refuses (400). */
export const isProfileNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
