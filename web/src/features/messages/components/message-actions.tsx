import { Archive, ArchiveRestore, Mail, MailOpen, Star } from 'lucide-react';
import type { TMessage, TUpdateMessageRequest } from '@shared/schemas/message.schema';
import { Button } from '../../../components/ui/button';
import type { TToastInput } from '../../../lib/toast';
import { useUpdateMessage } from '../api/update-message';
import { DeleteMessageButton } from './delete-message-button';
import { ForwardDialog } from './forward-dialog';

type TMessageActionsProps = { message: TMessage; onGone: () => void };

/** Star, read/unread, archive (or back to the inbox), forward and delete, for the agent who received it. */
export function MessageActions({ message, onGone }: TMessageActionsProps) {
  const update = useUpdateMessage();

  const change = (request: TUpdateMessageRequest, done: TToastInput, afterwards?: () => void) =>
    update.mutate({ id: message.id, change: request, done }, { onSuccess: afterwards });

  const toggleStar = () =>
    change(
      { starred: !message.starred },
      message.starred
        ? { title: 'Star removed', description: 'Message has been removed from favorites.' }
        : { title: 'Message starred', description: 'Message has been added to favorites.' },
    );
  const toggleRead = () => change({ read: message.unread }, message.unread ? { title: 'Marked as read' } : { title: 'Marked as unread' });
  const toggleArchive = () =>
    change(
      { archived: !message.archived },
      message.archived
        ? { title: 'Moved to inbox', description: 'Message has been moved back to your inbox.' }
        : { title: 'Message archived', description: 'Message has been moved to archive.' },
      onGone,
    );

  return (
    <div role="toolbar" aria-label="Message actions" className="flex flex-wrap gap-1">
      <Button variant="ghost" size="sm" aria-pressed={message.starred} disabled={update.isPending} onClick={toggleStar}>
        <Star className={message.starred ? 'size-4 fill-amber-400 text-amber-500' : 'size-4'} aria-hidden="true" />
        {message.starred ? 'Starred' : 'Star'}
      </Button>
      <Button variant="ghost" size="sm" disabled={update.isPending} onClick={toggleRead}>
        {message.unread ? <MailOpen className="size-4" aria-hidden="true" /> : <Mail className="size-4" aria-hidden="true" />}
        {message.unread ? 'Mark as read' : 'Mark as unread'}
      </Button>
      <Button variant="ghost" size="sm" disabled={update.isPending} onClick={toggleArchive}>
        {message.archived ? <ArchiveRestore className="size-4" aria-hidden="true" /> : <Archive className="size-4" aria-hidden="true" />}
        {message.archived ? 'Move to Inbox' : 'Archive'}
      </Button>
      <ForwardDialog message={message} />
      <DeleteMessageButton message={message} onDeleted={onGone} />
    </div>
  );
}
