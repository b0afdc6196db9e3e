import { MESSAGE_PREVIEW_LENGTH, sentProfileContactSubject } from '@shared/constants/messages';
import type { TMessage } from '@shared/schemas/message.schema';
import type { TMessageRecord } from '../../data/message-records';

const previewOf = (body: string) => {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…` : text;
};

/**
 * A conversation as one viewer sees it. The receiving agent sees their own state of it; the sender
 * (folder 'sent') sees the inquiry and the replies, never the agent's flags, draft or forwards.
 */
export function toMessageView(message: TMessageRecord, viewer: 'agent' | 'sender', agentName: string): TMessage {
  const isAgent = viewer === 'agent';
  return {
    id: message.id,
    folder: isAgent ? (message.isArchived ? 'archived' : 'inbox') : 'sent',
    source: message.source,
    from: message.fromName,
    email: message.email,
    phone: message.phone,
    to: { id: message.agentId, name: agentName },
    subject: isAgent || message.listing ? message.subject : sentProfileContactSubject(agentName),
    preview: previewOf(message.body),
    body: message.body,
    time: message.createdAt,
    unread: isAgent && !message.isRead,
    starred: isAgent && message.isStarred,
    archived: isAgent && message.isArchived,
    property: message.listing,
    replies: message.replies.map((reply) => ({ id: reply.id, from: reply.fromName, body: reply.body, sentAt: reply.sentAt })),
    forwards: isAgent ? message.forwards : [],
    draft: isAgent ? message.draft : null,
  };
}
