import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAccountExportResponseSchema, type TAccountExport, type TAccountExportResponse } from '@shared/schemas/account-data.schema';
import { apiJson } from '../../../lib/api-client';

/** How often a queued or running export is read again for its progress. */
export const EXPORT_PROGRESS_POLL_MS = 2000;

export const isExportInProgress = (accountExport: TAccountExport | null | undefined) =>
  accountExport?.status === 'queued' || accountExport?.status === 'running';

/** GET /api/account/export: the latest export of the caller's data (null before the first). */
export const getAccountExport = (signal?: AbortSignal): Promise<TAccountExportResponse> =>
  apiJson('/api/account/export', ZAccountExportResponseSchema, { signal });

/** Read again every EXPORT_PROGRESS_POLL_MS while the export is queued or running, and no more once it ends. */
export const getAccountExportQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/export'] as const,
    queryFn: ({ signal }) => getAccountExport(signal),
    refetchInterval: (query) => (isExportInProgress(query.state.data?.export) ? EXPORT_PROGRESS_POLL_MS : false),
  });

export function useAccountExport() {
  return useQuery(getAccountExportQueryOptions());
}

/** POST /api/account/export: 202 with the queued export; 409 while one runs or the address is not confirmed, 429 past the day's exports. */
export const requestAccountExport = (): Promise<TAccountExportResponse> => apiJson('/api/account/export', ZAccountExportResponseSchema, { method: 'POST' });

export function useRequestAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountExport,
    onSuccess: (answer) => queryClient.setQueryData(getAccountExportQueryOptions().queryKey, answer),
  });
}
