import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TListMessagesResponse, TMessage } from '@shared/schemas/message.schema';
import { MESSAGES_QUERY_KEY } from '../api/list-messages';

type TMessagePages = InfiniteData<TListMessagesResponse, string | undefined>;

const folderOf = (key: QueryKey): unknown => key[MESSAGES_QUERY_KEY.length];

function rewrite(queryClient: QueryClient, update: (key: QueryKey, data: TMessagePages) => TMessagePages) {
  for (const [key, data] of queryClient.getQueriesData<TMessagePages>({ queryKey: MESSAGES_QUERY_KEY })) {
    if (data) queryClient.setQueryData<TMessagePages>(key, update(key, data));
  }
}

/**
 * Puts a conversation as the server now has it into every cached list: replaced where its folder is the
 * list's, removed from the others (archive, move to inbox). A list it newly belongs to is marked stale, so
 * it is read again when shown. The unread badge takes the server's count.
 */
export function applyMessageChange(queryClient: QueryClient, item: TMessage, unreadCount: number): void {
  rewrite(queryClient, (key, data) => {
    const belongs = folderOf(key) === item.folder;
    const isPresent = data.pages.some((page) => page.items.some((message) => message.id === item.id));
    if (belongs && !isPresent) void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unreadCount,
        items: belongs ? page.items.map((message) => (message.id === item.id ? item : message)) : page.items.filter((message) => message.id !== item.id),
      })),
    };
  });
}

/** Drops a deleted conversation from every cached list. */
export function removeMessage(queryClient: QueryClient, id: string, unreadCount: number): void {
  rewrite(queryClient, (_key, data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, unreadCount, items: page.items.filter((message) => message.id !== id) })),
  }));
}
