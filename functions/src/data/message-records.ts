/**
 * One conversation per lead (pk MESSAGE#leadId): a copy of the inquiry, the receiving agent's own state
 * of it, and the agent's replies and forwards. Written with the lead in one transaction; replaced as a
 * whole with a version check on every change.
 */
export type TMessageRecord = {
  /** The lead's id. */
  id: string;
  agentId: string;
  senderUserId: string | null;
  source: 'listing' | 'profile';
  listing: { id: string; title: string } | null;
  fromName: string;
  email: string;
  phone: string | null;
  body: string;
  /** The subject as the agent sees it. */
  subject: string;
  /** Lower-cased sender, e-mail, subject, text and listing title: what the inbox search matches. */
  searchText: string;
  createdAt: string;
  /** The receiving agent's state of the conversation. */
  isRead: boolean;
  isStarred: boolean;
  isArchived: boolean;
  /** Hidden from the agent for good (the sender still sees their inquiry). */
  isDeleted: boolean;
  draft: { body: string; savedAt: string } | null;
  replies: { id: string; fromName: string; body: string; sentAt: string }[];
  forwards: { to: string; note: string | null; sentAt: string }[];
  version: number;
};

/** Counted in the agent's unread badge: unread, in the inbox (not archived), not deleted. */
export const isCountedUnread = (message: Pick<TMessageRecord, 'isRead' | 'isArchived' | 'isDeleted'>) =>
  !message.isRead && !message.isArchived && !message.isDeleted;
