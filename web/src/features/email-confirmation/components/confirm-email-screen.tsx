import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';

const FAILED = 'We could not confirm your address just now. Please try again.';

/**
 * Where a confirmation link lands. A button (not the visit) confirms, so a mail scanner that opens links
 * confirms nothing; the answer says what happened (confirmed, expired, already used, not valid).
 */
export function ConfirmEmailScreen() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmail();
  const problem = confirm.error instanceof ApiError ? (confirm.error.serverMessage ?? FAILED) : confirm.isError ? FAILED : null;
  // Expired, used, taken or unknown: pressing again cannot help, so the button gives way to the way on.
  const isFinal = confirm.error instanceof ApiError && [404, 409, 410].includes(confirm.error.status);
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
      <PageTitle title="Confirm your e-mail address" />
      <h1 className="text-2xl font-bold text-slate-900">Confirm your e-mail address</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status" className="text-slate-700">
            {confirm.data.message}
          </p>
          <TextLink to="/">Continue</TextLink>
        </>
      ) : (
        <>
          <p className="text-slate-700">Press the button to confirm that this address is yours. Until then we send it no e-mail but this link.</p>
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
          {isFinal ? (
            <TextLink to="/">Continue</TextLink>
          ) : (
            <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming...' : 'Confirm my e-mail address'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
