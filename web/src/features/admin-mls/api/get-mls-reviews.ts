import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMlsReviewStatus } from '@shared/constants/mls-trust';
import { ZMlsReviewListResponseSchema, type TMlsReview } from '@shared/schemas/mls-verification.schema';
import { apiJson } from '../../../lib/api-client';

/** Every review list's key starts with this, so a decision refreshes each status's list. */
export const MLS_REVIEWS_QUERY_KEY = ['/api/admin/mls-reviews'] as const;

/** GET /api/admin/mls-reviews?status=: members' requests that an administrator check their MLS id with the MLS. */
export const getMlsReviews = async (status: TMlsReviewStatus, signal?: AbortSignal): Promise<TMlsReview[]> =>
  (await apiJson(`/api/admin/mls-reviews?${new URLSearchParams({ status })}`, ZMlsReviewListResponseSchema, { signal })).items;

export const getMlsReviewsQueryOptions = (status: TMlsReviewStatus) =>
  queryOptions({ queryKey: [...MLS_REVIEWS_QUERY_KEY, status], queryFn: ({ signal }) => getMlsReviews(status, signal) });

export function useMlsReviews(status: TMlsReviewStatus) {
  return useQuery(getMlsReviewsQueryOptions(status));
}
