import { SUPPORT_STATUS_LABELS, SUPPORT_TOPIC_LABELS } from '@shared/constants/support';
import type { TSupportRequest } from '@shared/schemas/support.schema';
import { Badge } from '../../../components/ui/badge';

export const supportDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** One request: topic, status, when, the message, its screenshot and our replies. */
export function SupportRequestCard({ request }: { request: TSupportRequest }) {
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={`${SUPPORT_TOPIC_LABELS[request.topic]}, ${supportDate(request.createdAt)}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{SUPPORT_TOPIC_LABELS[request.topic]}</h3>
        <Badge tone={request.status === 'open' ? 'warning' : request.status === 'answered' ? 'success' : 'neutral'}>{SUPPORT_STATUS_LABELS[request.status]}</Badge>
      </div>
      <p className="text-xs text-slate-600">Sent {supportDate(request.createdAt)}</p>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{request.message}</p>
      {request.screenshotUrl && (
        <a href={request.screenshotUrl} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
          View screenshot
        </a>
      )}
      {request.replies.map((reply) => (
        <div key={reply.sentAt} className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs font-medium text-slate-600">Our answer, {supportDate(reply.sentAt)}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{reply.message}</p>
        </div>
      ))}
    </article>
  );
}
