import type { TMlsMemberKind } from '@shared/constants/mls-trust';
import { ZRequestMlsReviewRequestSchema } from '@shared/schemas/mls-verification.schema';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestMlsReview } from '../api/request-mls-review';
import { verificationErrorMessage } from '../lib/verification-errors';

const NOTE_MAX_LENGTH = 500;

type TReviewRequestFormProps = { configurationId: string; kind: TMlsMemberKind; noEmailMessage: string; onRequested: () => void };

/** The MLS gives no address for the id: an administrator checks it with the MLS instead, with the member's note. */
export function ReviewRequestForm({ configurationId, kind, noEmailMessage, onRequested }: TReviewRequestFormProps) {
  const request = useRequestMlsReview();
  const [failure, setFailure] = useState<string | null>(null);
  const { fieldProps, handleSubmit, showServerErrors } = useZodForm(ZRequestMlsReviewRequestSchema, { kind, note: '' }, (values) => values);

  const submit = ({ note }: { note: string }) => {
    setFailure(null);
    request.mutate(
      { configurationId, kind, note },
      {
        onSuccess: onRequested,
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
          if (fieldErrors?.length) showServerErrors(fieldErrors);
          else setFailure(verificationErrorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm break-words text-amber-900">
        {noEmailMessage}
      </p>
      <TextareaField
        id={`mls-review-note-${configurationId}-${kind}`}
        label="Note for the administrator (optional)"
        hint={`Anything that helps check your MLS ID, e.g. your office's name. At most ${NOTE_MAX_LENGTH} characters.`}
        maxLength={NOTE_MAX_LENGTH}
        {...fieldProps('note')}
      />
      {failure && <ErrorAlert className="break-words">{failure}</ErrorAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Requesting…' : 'Request a review'}
        </Button>
      </div>
    </form>
  );
}
