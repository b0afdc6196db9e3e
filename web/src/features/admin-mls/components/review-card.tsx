import { mlsIdLabel } from '@shared/constants/mls-trust';
import type { TMlsReview } from '@shared/schemas/mls-verification.schema';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { DetailItem } from '../../../components/ui/detail-item';
import { ReviewDecision } from './review-decision';

const STATUS_TONES = { pending: 'warning', granted: 'success', refused: 'neutral' } as const;
const STATUS_WORDS = { pending: 'Pending', granted: 'Granted', refused: 'Refused' } as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One request: whose id at which MLS, the member's note, and Grant or Refuse while it waits. */
export function ReviewCard({ review }: { review: TMlsReview }) {
  const titleId = `mls-review-${review.id}-title`;
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={titleId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-all text-slate-900">
            {capitalized(mlsIdLabel(review.kind))} {review.memberMlsId}
          </h3>
          <Badge tone={STATUS_TONES[review.status]}>{STATUS_WORDS[review.status]}</Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <DetailItem term="MLS" value={`${review.mlsName} (${review.mlsId})`} />
          <DetailItem term="Account" value={`${review.userName} · ${review.userEmail}`} />
          <DetailItem term="Requested" value={formatDateTime(review.createdAt)} />
          {review.decidedAt && <DetailItem term="Decided" value={formatDateTime(review.decidedAt)} />}
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-slate-600">Note</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{review.note || 'No note.'}</dd>
          </div>
          {review.reason && (
            <div className="min-w-0 sm:col-span-2">
              <dt className="text-slate-600">Reason</dt>
              <dd className="break-words text-slate-900">{review.reason}</dd>
            </div>
          )}
        </dl>
        {review.status === 'pending' && <ReviewDecision review={review} />}
      </article>
    </Card>
  );
}
