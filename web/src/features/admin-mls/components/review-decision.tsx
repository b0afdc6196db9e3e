import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { mlsIdLabel } from '@shared/constants/mls-trust';
import type { TMlsReview } from '@shared/schemas/mls-verification.schema';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDecideMlsReview } from '../api/decide-mls-review';

const REASON_MAX_LENGTH = 500;

const reportDecisionError = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) return;
  toast({
    title: 'Error',
    description: (error instanceof ApiError && error.serverMessage) || 'The decision could not be saved. Please try again.',
    variant: 'destructive',
  });
};

/** Grant (the member's id is verified) at once; Refuse asks for an optional reason, which the member is sent. */
export function ReviewDecision({ review }: { review: TMlsReview }) {
  const decide = useDecideMlsReview();
  const [isRefusing, setIsRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const who = `${mlsIdLabel(review.kind)} ${review.memberMlsId}`;

  const grant = () =>
    decide.mutate(
      { reviewId: review.id, decision: 'grant', reason: '' },
      { onSuccess: () => toast({ title: 'Review Granted', description: `${review.userName}'s ${who} is verified.` }), onError: reportDecisionError },
    );
  const refuse = () =>
    decide.mutate(
      { reviewId: review.id, decision: 'refuse', reason },
      {
        onSuccess: () => {
          setIsRefusing(false);
          toast({ title: 'Review Refused', description: `${review.userName} is told by e-mail.` });
        },
        onError: reportDecisionError,
      },
    );

  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      <Button disabled={decide.isPending} onClick={grant}>
        <Check className="size-4" aria-hidden="true" />
        {decide.isPending && decide.variables.decision === 'grant' ? 'Granting…' : 'Grant'}
      </Button>
      <DialogFrame
        trigger={
          <Button variant="outline" disabled={decide.isPending}>
            <X className="size-4" aria-hidden="true" />
            Refuse
          </Button>
        }
        isOpen={isRefusing}
        onOpenChange={setIsRefusing}
        title={`Refuse ${review.userName}'s ${who}?`}
        description="The ID stays unverified and the member is told by e-mail, with your reason."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            refuse();
          }}
        >
          <TextareaField
            id={`mls-review-${review.id}-reason`}
            label="Reason (optional)"
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onValueChange={setReason}
          />
          <div className="flex justify-end">
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              {decide.isPending ? 'Refusing…' : 'Refuse review'}
            </Button>
          </div>
        </form>
      </DialogFrame>
    </div>
  );
}
