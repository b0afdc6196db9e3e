import { Inbox, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TMessageFolder } from '@shared/constants/messages';
import type { TMessage } from '@shared/schemas/message.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { useMessages } from '../api/list-messages';
import { MessageListItem } from './message-list-item';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

type TMessageListPanelProps = {
  query: ReturnType<typeof useMessages>;
  items: readonly TMessage[];
  folder: TMessageFolder;
  q: string;
  isPro: boolean;
  selectedId: string | null;
  onOpen: (id: string) => void;
};

const EMPTY: Record<TMessageFolder, { title: string; text: string }> = {
  inbox: { title: 'Your inbox is empty', text: 'Inquiries from buyers about your listings and your public profile will appear here.' },
  archived: { title: 'No archived messages', text: 'Messages you archive are kept here.' },
  sent: { title: 'No sent inquiries yet', text: 'When you ask an agent about a listing while signed in, your inquiry and their replies appear here.' },
};

/** The folder's conversations (loading, failed, empty, or the list with Load more). */
export function MessageListPanel({ query, items, folder, q, isPro, selectedId, onOpen }: TMessageListPanelProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-2">
        <span className="sr-only">Loading messages…</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-20 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailedAlert what="your messages" onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    if (q) {
      return (
        <EmptyState icon={SearchX} title="No messages found">
          No messages match “{q}”.
        </EmptyState>
      );
    }
    const empty = EMPTY[folder];
    return (
      <EmptyState
        icon={Inbox}
        title={empty.title}
        action={
          !isPro && (
            <Link to="/listings" className={buttonClasses({ variant: 'outline' })}>
              Browse Listings
            </Link>
          )
        }
      >
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Messages" className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white" aria-busy={query.isFetching}>
        {items.map((message) => (
          <MessageListItem key={message.id} message={message} isSelected={message.id === selectedId} onOpen={() => onOpen(message.id)} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="outline" className="w-full" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : 'Load more messages'}
        </Button>
      )}
    </div>
  );
}
