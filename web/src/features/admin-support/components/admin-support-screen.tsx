import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type TSupportStatus } from '@shared/constants/support';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSupportInbox } from '../api/get-support-inbox';
import { InboxRequestCard } from './inbox-request-card';

const TITLE = 'Support inbox';
const STATUS_OPTIONS = SUPPORT_STATUSES.map((status) => ({ value: status, label: SUPPORT_STATUS_LABELS[status] }));

/** /admin/support (administrators): support requests by status, priority first, then oldest first, a page at a time. */
export function AdminSupportScreen() {
  const [status, setStatus] = useState<TSupportStatus>('open');
  const inbox = useSupportInbox(status);
  const requests = inbox.data?.pages.flatMap((page) => page.items);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
          <p className="mt-1 text-slate-600">Priority requests (plans with priority support) first, then the oldest.</p>
        </div>
        <div className="w-full sm:w-48">
          <SelectField id="support-inbox-status" label="Status" value={status} options={STATUS_OPTIONS} onValueChange={setStatus} />
        </div>
      </div>
      {inbox.isPending && <PageSpinner label="Loading the requests…" />}
      {inbox.isError && <LoadFailedAlert what="the requests" onRetry={() => void inbox.refetch()} />}
      {requests?.length === 0 && <EmptyState icon={Inbox} title={`No ${SUPPORT_STATUS_LABELS[status].toLowerCase()} requests`} headingLevel={2} />}
      {requests && requests.length > 0 && (
        <ul className="space-y-3" aria-label={`${SUPPORT_STATUS_LABELS[status]} requests`}>
          {requests.map((request) => (
            <li key={request.id}>
              <InboxRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <Button variant="outline" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          {inbox.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
