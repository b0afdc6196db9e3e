import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProperty } from '@shared/schemas/property.schema';
import { ApiError, apiJsonDeferred } from '../api-client';
import { PROPERTIES_QUERY_KEY } from './get-properties';

/** GET /api/properties/{id}: the whole listing (the server records a view). */
export const getProperty = (id: string, signal?: AbortSignal): Promise<TProperty> =>
  apiJsonDeferred(`/api/properties/${encodeURIComponent(id)}`, () => import('@shared/schemas/property.schema').then((m) => m.ZPropertySchema), { signal });

export const getPropertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...PROPERTIES_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getProperty(id, signal) });

export function useProperty(id: string) {
  return useQuery(getPropertyQueryOptions(id));
}

/** A missing listing, a malformed id, or a draft that is not the caller's: all read as 'not found'. */
export const isPropertyNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
