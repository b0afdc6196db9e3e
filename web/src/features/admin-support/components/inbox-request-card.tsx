import { useState } from 'react';
import { SUPPORT_REPLY_MAX_LENGTH, SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, SUPPORT_TOPIC_LABELS, type TSupportStatus } from '@shared/constants/support';
import type { TAdminSupportRequest } from '@shared/schemas/support.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { formatLocalDateTime } from '../../../lib/format';
import { SupportThread } from '../../support/components/support-thread';
import { useReplyToSupportRequest, useSetSupportRequestStatus } from '../api/change-support-request';

const STATUS_OPTIONS = SUPPORT_STATUSES.map((status) => ({ value: status, label: SUPPORT_STATUS_LABELS[status] }));

const reportError = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) return;
  toast({ title: 'Not saved', description: (error instanceof ApiError && error.serverMessage) || 'Please try again.', variant: 'destructive' });
};

/** One request in the inbox: priority, who asked on which plan, the message and replies; reply by e-mail, or set the status. */
export function InboxRequestCard({ request }: { request: TAdminSupportRequest }) {
  const reply = useReplyToSupportRequest();
  const setStatus = useSetSupportRequestStatus();
  const [message, setMessage] = useState('');
  const [shouldClose, setShouldClose] = useState(false);
  const [error, setError] = useState<string>();
  const fieldId = `support-reply-${request.id}`;

  const send = () => {
    if (!message.trim()) return setError('Write a reply');
    setError(undefined);
    reply.mutate(
      { userId: request.userId, id: request.id, message, status: shouldClose ? 'closed' : 'answered' },
      {
        onSuccess: ({ mailed }) => {
          setMessage('');
          toast({
            title: 'Reply sent',
            description: mailed
              ? `${request.userName} is answered by e-mail.`
              : `Not e-mailed (the address is unconfirmed or suppressed): ${request.userName} sees it on their Help page.`,
          });
        },
        onError: reportError,
      },
    );
  };

  return (
    <article
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={`${request.userName || request.userEmail}: ${SUPPORT_TOPIC_LABELS[request.topic]}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={request.priority === 'priority' ? 'warning' : 'neutral'}>{request.priority === 'priority' ? 'Priority' : 'Standard'}</Badge>
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{SUPPORT_TOPIC_LABELS[request.topic]}</h3>
        <span className="text-xs text-slate-600">{formatLocalDateTime(request.createdAt)}</span>
      </div>
      <p className="text-sm break-words text-slate-700">
        {request.userName} · {request.userEmail} · {request.planName ?? 'No plan'}
      </p>
      <SupportThread request={request} />
      <form
        noValidate
        className="space-y-3 border-t border-slate-100 pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextareaField id={fieldId} label="Reply" maxLength={SUPPORT_REPLY_MAX_LENGTH} value={message} onValueChange={setMessage} error={error} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <CheckboxField id={`${fieldId}-close`} label="Close the request with this reply" isChecked={shouldClose} onCheckedChange={setShouldClose} />
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </form>
      <div className="w-full sm:w-48">
        <SelectField
          id={`support-status-${request.id}`}
          label="Status"
          value={request.status}
          options={STATUS_OPTIONS}
          disabled={setStatus.isPending}
          onValueChange={(status: TSupportStatus) => setStatus.mutate({ userId: request.userId, id: request.id, status }, { onError: reportError })}
        />
      </div>
    </article>
  );
}
