import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { MLS_REVIEW_STATUSES, type TMlsReviewStatus } from '@shared/constants/mls-trust';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { SelectField } from '../../../components/ui/select-field';
import { useMlsReviews } from '../api/get-mls-reviews';
import { ReviewCard } from './review-card';

const STATUS_LABELS: Record<TMlsReviewStatus, string> = { pending: 'Pending', granted: 'Granted', refused: 'Refused' };
const STATUS_OPTIONS = MLS_REVIEW_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** 'Review requests': members whose MLS gives no e-mail ask an administrator to check their id; pending first, the decided ones by filter. */
export function ReviewsSection() {
  const [status, setStatus] = useState<TMlsReviewStatus>('pending');
  const reviews = useMlsReviews(status);
  return (
    <section aria-labelledby="mls-reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="mls-reviews-heading" className="text-xl font-semibold text-slate-900">
            Review requests
          </h2>
          <p className="text-sm text-slate-600">Check each MLS ID with the MLS before granting it: a granted ID imports that member's listings.</p>
        </div>
        <div className="w-full sm:w-48">
          <SelectField id="mls-review-status" label="Status" value={status} options={STATUS_OPTIONS} onValueChange={setStatus} />
        </div>
      </div>
      {reviews.isPending && <PageSpinner label="Loading the review requests…" />}
      {reviews.isError && <LoadFailedAlert what="the review requests" onRetry={() => void reviews.refetch()} />}
      {reviews.data?.length === 0 && <EmptyState icon={Inbox} title="No review requests" headingLevel={3} />}
      {reviews.data && reviews.data.length > 0 && (
        <ul className="space-y-3" aria-label={`${STATUS_LABELS[status]} review requests`}>
          {reviews.data.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
