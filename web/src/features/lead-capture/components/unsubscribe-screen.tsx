import { useParams } from 'react-router-dom';
import { UNSUBSCRIBE_LINK_NOT_VALID, UNSUBSCRIBE_TEXTS, UNSUBSCRIBED_HEADLINE } from '@shared/constants/unsubscribe';
import { RemovalRequestForm } from '../../../components/privacy/removal-request-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';

const isUnknownLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Where an e-mail's unsubscribe link lands. It says what the link stops (an agent's mail, lead alerts, saved-search
 * alerts); a button (not the visit itself) unsubscribes, so link scanners cannot; a link already used says so.
 */
export function UnsubscribeScreen() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
      <PageTitle title="Unsubscribe" />
      <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
      {link.isPending ? (
        <PageSpinner label="Reading your link…" />
      ) : link.isError ? (
        isUnknownLink(link.error) ? (
          <ErrorAlert>{UNSUBSCRIBE_LINK_NOT_VALID}</ErrorAlert>
        ) : (
          <LoadFailedAlert what="this unsubscribe link" onRetry={() => void link.refetch()} />
        )
      ) : link.data.isDone ? (
        <div role="status" className="space-y-2 text-slate-700">
          <p className="font-semibold text-slate-900">{UNSUBSCRIBED_HEADLINE}</p>
          <p>{UNSUBSCRIBE_TEXTS[link.data.kind].done}</p>
        </div>
      ) : (
        <>
          <p className="text-slate-700">{UNSUBSCRIBE_TEXTS[link.data.kind].ask}</p>
          {unsubscribe.isError && (
            <ErrorAlert>
              {(unsubscribe.error instanceof ApiError && unsubscribe.error.serverMessage) || 'We could not unsubscribe you. Please try again.'}
            </ErrorAlert>
          )}
          <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : UNSUBSCRIBE_TEXTS[link.data.kind].button}
          </Button>
        </>
      )}
      {/* Whatever the link: a visitor may also have what they gave at a door or in an inquiry removed. */}
      <div className="pt-6">
        <RemovalRequestForm />
      </div>
    </div>
  );
}
