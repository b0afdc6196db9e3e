import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMlsReviewSchema, type TDecideMlsReviewRequest, type TMlsReview } from '@shared/schemas/mls-verification.schema';
import { apiJson } from '../../../lib/api-client';
import { MLS_REVIEWS_QUERY_KEY } from './get-mls-reviews';

type TDecideMlsReview = { reviewId: string } & TDecideMlsReviewRequest;

/** POST /api/admin/mls-reviews/{id}/decision: grant (the id is verified) or refuse; the member is told by e-mail. */
export const decideMlsReview = ({ reviewId, decision, reason }: TDecideMlsReview): Promise<TMlsReview> =>
  apiJson(`/api/admin/mls-reviews/${encodeURIComponent(reviewId)}/decision`, ZMlsReviewSchema, { method: 'POST', body: { decision, reason } });

/** The review moves from pending to its decision's list: every status's list is read again. */
export function useDecideMlsReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideMlsReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: MLS_REVIEWS_QUERY_KEY }) });
}
