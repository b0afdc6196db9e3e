import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TMessageFolder } from '@shared/constants/messages';
import { isProRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { Badge } from '../../../components/ui/badge';
import { PageTitle } from '../../../components/ui/page-title';
import { useMessages } from '../api/list-messages';
import { useUpdateMessage } from '../api/update-message';
import { FolderTabs } from './folder-tabs';
import { MessageDetail } from './message-detail';
import { MessageListPanel } from './message-list-panel';
import { MessageSearch } from './message-search';
import { NoMessageSelected } from './no-message-selected';

/**
 * /messages (signed in). Agents and brokers: the inquiries sent to them (Inbox, Archived) and their own
 * (Sent). Buyers: the inquiries they sent, with the agents' replies. One conversation open at a time;
 * opening an unread one marks it read. A link can search (`?q=`) and open one conversation (`?open=id`).
 */
export function MessagesScreen({ user }: { user: TCurrentUser }) {
  const isPro = isProRole(user.profile.role);
  const folders: readonly TMessageFolder[] = isPro ? ['inbox', 'archived', 'sent'] : ['sent'];
  const [folder, setFolder] = useState<TMessageFolder>(folders[0] ?? 'sent');
  const [searchParams] = useSearchParams();
  const [q, setQ] = useState(searchParams.get('q') ?? '');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const linkedId = useRef(searchParams.get('open'));
  const messages = useMessages({ folder, q });
  const markRead = useUpdateMessage();

  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = messages.data?.pages[0]?.unreadCount ?? 0;
  const selected = items.find((message) => message.id === selectedId) ?? null;

  const open = (id: string) => {
    setSelectedId(id);
    const message = items.find((item) => item.id === id);
    if (message?.unread && message.folder !== 'sent') markRead.mutate({ id, change: { read: true } });
  };

  // Opens the linked conversation once it is among the loaded ones, as a click would (marking it read).
  useEffect(() => {
    if (!linkedId.current || !items.some((item) => item.id === linkedId.current)) return;
    open(linkedId.current);
    linkedId.current = null;
  });

  const changeFolder = (next: TMessageFolder) => {
    setFolder(next);
    setSelectedId(null);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title="Messages" />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Messages</h1>
        {isPro && unreadCount > 0 && (
          <Badge tone="brand" aria-live="polite">
            {unreadCount} new
          </Badge>
        )}
      </header>
      <p className="text-slate-600">
        {isPro ? 'Inquiries from buyers about your listings and your profile.' : 'The inquiries you sent to agents, and their replies.'}
      </p>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className={selected ? 'space-y-3 max-lg:hidden lg:col-span-2' : 'space-y-3 lg:col-span-2'}>
          {folders.length > 1 && <FolderTabs folders={folders} folder={folder} onFolderChange={changeFolder} />}
          <MessageSearch initialText={q} onSearch={setQ} />
          <MessageListPanel query={messages} items={items} folder={folder} q={q} isPro={isPro} selectedId={selected?.id ?? null} onOpen={open} />
        </div>
        <div className="lg:col-span-3">
          {selected ? (
            <MessageDetail key={selected.id} message={selected} onClose={() => setSelectedId(null)} />
          ) : (
            <div className="max-lg:hidden">
              <NoMessageSelected />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
