import { MESSAGES_PAGE_SIZE, type TMessageFolder } from '@shared/constants/messages';
import type { TListMessagesResponse } from '@shared/schemas/message.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { getUnreadMessageCount, listInboxMessages, listSentMessages } from '../../data/message-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toMessageView } from './to-message-view';

/**
 * The caller's messages, newest first.
 * - inbox / archived: inquiries sent to the caller (agents and brokers), by their own archive state,
 *   never the ones they deleted
 * - sent: inquiries the caller sent while signed in, with the replies (read-only)
 * 1. one page from the matching index, filtered by the search text
 * 2. the unread badge from the caller's counter
 */
export async function listMessages(
  deps: TDeps,
  auth: TUserActor,
  query: { folder: TMessageFolder; q?: string; cursor?: string },
): Promise<TListMessagesResponse> {
  const userId = auth.user.id;
  const common = { userId, search: query.q?.trim() || undefined, limit: MESSAGES_PAGE_SIZE, cursor: query.cursor };
  const [page, unreadCount] = await Promise.all([
    query.folder === 'sent' ? listSentMessages(deps.db, common) : listInboxMessages(deps.db, { ...common, folder: query.folder }),
    getUnreadMessageCount(deps.db, userId),
  ]);
  if (query.folder !== 'sent') {
    return { items: page.items.map((m) => toMessageView(m, 'agent', auth.profile.displayName)), unreadCount, nextCursor: page.nextCursor };
  }
  const agents = await getAgentSummaries(
    deps.db,
    page.items.map((m) => m.agentId),
  );
  return {
    items: page.items.map((m) => toMessageView(m, 'sender', agents.get(m.agentId)?.name ?? 'the agent')),
    unreadCount,
    nextCursor: page.nextCursor,
  };
}
