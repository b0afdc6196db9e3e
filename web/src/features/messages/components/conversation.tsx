import type { TMessage } from '@shared/schemas/message.schema';
import { fullTime } from '../lib/message-time';

/** The inquiry, the replies under it, and where it was forwarded. Plain text, line breaks kept. */
export function Conversation({ message }: { message: TMessage }) {
  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 p-4">
        <p className="text-sm whitespace-pre-line text-slate-800">{message.body || 'No message text: the sender only left their contact details.'}</p>
      </div>
      {message.replies.length > 0 && (
        <section aria-label="Replies" className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Replies</h3>
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
                <p className="text-xs text-slate-600">
                  {reply.from} · <time dateTime={reply.sentAt}>{fullTime(reply.sentAt)}</time>
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{reply.body}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {message.forwards.length > 0 && (
        <section aria-label="Forwarded" className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">Forwarded</h3>
          <ul className="space-y-1 text-sm text-slate-600">
            {message.forwards.map((forward) => (
              <li key={`${forward.to}-${forward.sentAt}`}>
                To {forward.to} on <time dateTime={forward.sentAt}>{fullTime(forward.sentAt)}</time>
                {forward.note && <span> · “{forward.note}”</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
