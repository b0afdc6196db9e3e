import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useUnsubscribe } from '../api/unsubscribe';

/** Where an e-mail's unsubscribe link lands; a button (not the visit itself) unsubscribes, so link scanners cannot. */
export function UnsubscribeScreen() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
      <PageTitle title="Unsubscribe" />
      <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="text-slate-700">
          {unsubscribe.data.message}
        </p>
      ) : (
        <>
          <p className="text-slate-700">Stop receiving e-mails from this agent sent through us.</p>
          {unsubscribe.isError && <ErrorAlert>This unsubscribe link is not valid.</ErrorAlert>}
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </div>
  );
}
