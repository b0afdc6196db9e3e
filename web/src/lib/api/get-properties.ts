import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { ZListPropertiesQuerySchema, TListPropertiesResponse } from '@shared/schemas/property.schema';
import { apiJsonDeferred } from '../api-client';

/** Every listing query (lists and single listings) starts with this key, so one invalidation refreshes them all. */
export const PROPERTIES_QUERY_KEY = ['/api/properties'] as const;

export type TPropertiesQuery = Partial<z.output<typeof ZListPropertiesQuerySchema>>;

/** The query string, without empty parameters (the server applies its own defaults). */
export function propertiesSearch(query: TPropertiesQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/properties: one page of listings, filtered, sorted and paged by the server. */
export const getProperties = (query: TPropertiesQuery, signal?: AbortSignal): Promise<TListPropertiesResponse> =>
  apiJsonDeferred(`/api/properties${propertiesSearch(query)}`, () => import('@shared/schemas/property.schema').then((m) => m.ZListPropertiesResponseSchema), {
    signal,
  });

export const getPropertiesQueryOptions = (query: TPropertiesQuery) =>
  queryOptions({ queryKey: [...PROPERTIES_QUERY_KEY, 'list', query], queryFn: ({ signal }) => getProperties(query, signal) });

export function useProperties(query: TPropertiesQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPropertiesQueryOptions(query), enabled });
}

/** GET /api/properties a page at a time (`query` without its cursor): each page carries the next cursor, the first the total. */
export const getPropertyPagesQueryOptions = (query: Omit<TPropertiesQuery, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: [...PROPERTIES_QUERY_KEY, 'pages', query],
    queryFn: ({ pageParam, signal }) => getProperties({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
