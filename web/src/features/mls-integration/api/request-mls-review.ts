import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMlsMemberKind } from '@shared/constants/mls-trust';
import { ZMlsReviewSchema, type TMlsReview } from '@shared/schemas/mls-verification.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsConfigurationsQueryOptions } from './get-mls-configurations';

type TRequestMlsReview = { configurationId: string; kind: TMlsMemberKind; note: string };

/** POST /api/mls/configurations/{id}/verification/review: an administrator checks the id with the MLS (409 while one waits). */
export const requestMlsReview = ({ configurationId, kind, note }: TRequestMlsReview): Promise<TMlsReview> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}/verification/review`, ZMlsReviewSchema, { method: 'POST', body: { kind, note } });

/** Reads the cards again: the id shows that a review waits. */
export function useRequestMlsReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMlsReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMlsConfigurationsQueryOptions().queryKey }),
  });
}
