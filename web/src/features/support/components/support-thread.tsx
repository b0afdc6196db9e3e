import type { TSupportRequest } from '@shared/schemas/support.schema';
import { formatLocalDateTime } from '../../../lib/format';

/** A request's message, its screenshot (a link to the route that lets only its author and the admins open it) and the replies to it, as its author and the support inbox both read them. */
export function SupportThread({ request }: { request: Pick<TSupportRequest, 'message' | 'screenshotUrl' | 'replies'> }) {
  return (
    <>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{request.message}</p>
      {request.screenshotUrl && (
        <a href={request.screenshotUrl} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
          View screenshot
        </a>
      )}
      {request.replies.map((reply) => (
        <div key={reply.sentAt} className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs font-medium text-slate-600">Answered {formatLocalDateTime(reply.sentAt)}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{reply.message}</p>
        </div>
      ))}
    </>
  );
}
