import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { useConfirmRemoval } from '../api/confirm-removal';

const FAILED = 'We could not remove your details just now. Please try again.';

/**
 * Where a removal link lands. A button (not the visit) removes, so a mail scanner that opens links removes
 * nothing; the answer says what happened (removed, expired, already used, not valid).
 */
export function ConfirmRemovalScreen() {
  const { token = '' } = useParams();
  const removal = useConfirmRemoval();
  const problem = removal.error instanceof ApiError ? (removal.error.serverMessage ?? FAILED) : removal.isError ? FAILED : null;
  const isFinal = removal.error instanceof ApiError && [404, 410].includes(removal.error.status);
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
      <PageTitle title="Remove my details" />
      <h1 className="text-2xl font-bold text-slate-900">Remove my details</h1>
      {removal.isSuccess ? (
        <>
          <p role="status" className="text-slate-700">
            {removal.data.message}
          </p>
          <TextLink to="/">Continue</TextLink>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Press the button to remove your name, e-mail address, phone and answers from every agent’s leads, from open-house sign-ins and from inquiries. We
            will send no more e-mail to this address. This cannot be undone.
          </p>
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
          {isFinal ? (
            <TextLink to="/privacy">Privacy Policy</TextLink>
          ) : (
            <Button onClick={() => removal.mutate(token)} disabled={removal.isPending}>
              {removal.isPending ? 'Removing…' : 'Remove my details'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
