import clsx from 'clsx';
import { Star } from 'lucide-react';
import type { TMessage } from '@shared/schemas/message.schema';
import { listTime } from '../lib/message-time';

type TMessageListItemProps = { message: TMessage; isSelected: boolean; onOpen: () => void };

/** One conversation in the list: who, subject, preview, when; unread ones are bold with a dot. */
export function MessageListItem({ message, isSelected, onOpen }: TMessageListItemProps) {
  const who = message.folder === 'sent' ? `To ${message.to.name}` : message.from;
  const when = listTime(message.time);
  // The button is named by what it shows, read in a useful order (who, subject, when, preview): the grid
  // places the time beside the sender while the DOM keeps it after the subject.
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={isSelected ? 'true' : undefined}
        className={clsx('flex w-full gap-3 px-4 py-3 text-left', isSelected ? 'bg-brand-50' : 'hover:bg-slate-50')}
      >
        <span className={clsx('mt-2 size-2 shrink-0 rounded-full', message.unread ? 'bg-brand-700' : 'bg-transparent')} aria-hidden="true" />
        <span className="relative grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-0.5">
          {message.unread && <span className="sr-only">Unread. </span>} {message.starred && <span className="sr-only">Starred. </span>}{' '}
          <span className={clsx('col-start-1 row-start-1 truncate text-sm', message.unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800')}>
            {who}
          </span>
          <span className="sr-only">. </span>{' '}
          <span
            className={clsx(
              'col-start-1 row-start-2 flex min-w-0 items-center gap-1 text-sm',
              message.unread ? 'font-semibold text-slate-900' : 'text-slate-700',
            )}
          >
            {message.starred && <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />}
            <span className="truncate">{message.subject}</span>
          </span>
          <span className="sr-only">. </span>{' '}
          <span className="col-start-2 row-start-1 self-baseline text-xs text-slate-600">
            {when}
            <span className="sr-only">. </span>
          </span>{' '}
          <span className="col-start-1 row-start-3 truncate text-sm text-slate-600">{message.preview}</span>
          {message.replies.length > 0 && (
            <span className="col-start-1 row-start-4 text-xs text-slate-600">
              {message.replies.length} {message.replies.length === 1 ? 'reply' : 'replies'}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
