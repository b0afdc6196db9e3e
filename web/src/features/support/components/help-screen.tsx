import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { useOwnSupportRequests } from '../api/get-own-support-requests';
import { SupportRequestCard } from './support-request-card';
import { SupportRequestForm } from './support-request-form';

/** /help (signed-in users): ask for help, see when we answer (by plan), and read past requests with their status and our replies. */
export function HelpScreen() {
  const requests = useOwnSupportRequests();
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title="Help" />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Help</h1>
        <p className="mt-1 text-slate-600">Ask us anything about your account, listings, open houses or plan.</p>
      </div>
      <section aria-labelledby="support-form-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <div>
          <h2 id="support-form-heading" className="text-xl font-semibold text-slate-900">
            Ask for help
          </h2>
          {requests.data && <p className="mt-1 text-sm text-slate-700">{requests.data.answerTime}, by e-mail and on this page.</p>}
        </div>
        <SupportRequestForm />
      </section>
      <section aria-labelledby="support-requests-heading" className="space-y-4">
        <h2 id="support-requests-heading" className="text-xl font-semibold text-slate-900">
          Your requests
        </h2>
        {requests.isPending && <PageSpinner label="Loading your requests…" />}
        {requests.isError && <LoadFailedAlert what="your requests" onRetry={() => void requests.refetch()} />}
        {requests.data?.items.length === 0 && <EmptyState icon={Inbox} title="No requests yet" headingLevel={3} />}
        {requests.data && requests.data.items.length > 0 && (
          <ul className="space-y-3" aria-label="Your requests">
            {requests.data.items.map((request) => (
              <li key={request.id}>
                <SupportRequestCard request={request} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
