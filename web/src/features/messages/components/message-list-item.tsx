import clsx from 'clsx';
import { Star } from 'lucide-react';
import type { TMessage } from '@shared/schemas/message.schema';
import { listTime } from '../lib/message-time';

type TMessageListItemProps = { message: TMessage; isSelected: boolean; onOpen: () => void };

/** One conversation in the list: who, subject, preview, when; unread ones are bold with a dot. */
export function MessageListItem({ message, isSelected, onOpen }: TMessageListItemProps) {
  const who = message.folder === 'sent' ? `To ${message.to.name}` : message.from;
  const when = listTime(message.time);
  // One spoken summary in a useful order; the visual parts below repeat it.
  const label = [message.unread && 'Unread', message.starred && 'Starred', who, message.subject, when, message.preview].filter(Boolean).join('. ');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={isSelected ? 'true' : undefined}
        aria-label={label}
        className={clsx('flex w-full gap-3 px-4 py-3 text-left', isSelected ? 'bg-brand-50' : 'hover:bg-slate-50')}
      >
        <span className={clsx('mt-2 size-2 shrink-0 rounded-full', message.unread ? 'bg-brand-700' : 'bg-transparent')} aria-hidden="true" />
        <span className="min-w-0 flex-1 space-y-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={clsx('truncate text-sm', message.unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800')}>
              {who}
            </span>
            <span className="shrink-0 text-xs text-slate-500">{when}</span>
          </span>
          <span className={clsx('flex items-center gap-1 truncate text-sm', message.unread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
            {message.starred && <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />}
            <span className="truncate">{message.subject}</span>
          </span>
          <span className="block truncate text-sm text-slate-600">{message.preview}</span>
          {message.replies.length > 0 && (
            <span className="block text-xs text-slate-500">
              {message.replies.length} {message.replies.length === 1 ? 'reply' : 'replies'}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
