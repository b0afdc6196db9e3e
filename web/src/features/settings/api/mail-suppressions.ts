import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMailSuppressionsResponseSchema, type TLiftMailSuppressionRequest, type TMailSuppressionsResponse } from '@shared/schemas/mail-suppression.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/settings/mail-suppressions: what is stopped for the caller's own address (kind, why, since when). */
export const getMailSuppressions = (signal?: AbortSignal): Promise<TMailSuppressionsResponse> =>
  apiJson('/api/settings/mail-suppressions', ZMailSuppressionsResponseSchema, { signal });

export const getMailSuppressionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/settings/mail-suppressions'] as const, queryFn: ({ signal }) => getMailSuppressions(signal) });

export function useMailSuppressions() {
  return useQuery(getMailSuppressionsQueryOptions());
}

/**
 * POST /api/settings/mail-suppressions/lift: lifts one, after the current password (400 'Current password is
 * incorrect.', 429 when too many were wrong); answers what is still stopped.
 */
export const liftMailSuppression = (payload: TLiftMailSuppressionRequest): Promise<TMailSuppressionsResponse> =>
  apiJson('/api/settings/mail-suppressions/lift', ZMailSuppressionsResponseSchema, { method: 'POST', body: payload });

export function useLiftMailSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftMailSuppression,
    onSuccess: (remaining) => queryClient.setQueryData(getMailSuppressionsQueryOptions().queryKey, remaining),
  });
}
