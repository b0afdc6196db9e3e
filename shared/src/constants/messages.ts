/** Messages: the agent's inbox of real inquiries (spec: Messages). */

/**
 * - inbox: inquiries to the caller that are not archived (agents and brokers)
 * - archived: inquiries to the caller they archived
 * - sent: inquiries the caller sent while signed in, with the replies they received (read-only)
 */
export const MESSAGE_FOLDERS = ['inbox', 'archived', 'sent'] as const;
export type TMessageFolder = (typeof MESSAGE_FOLDERS)[number];

/** Newest first, at most this many per page (follow nextCursor for more). */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGE_SEARCH_MAX_LENGTH = 100;
export const MESSAGE_PREVIEW_LENGTH = 120;
export const REPLY_MAX_LENGTH = 5000;
export const FORWARD_NOTE_MAX_LENGTH = 2000;
/** A conversation keeps at most this many replies and forwards (one stored item per conversation). */
export const MAX_REPLIES_PER_MESSAGE = 50;
export const MAX_FORWARDS_PER_MESSAGE = 20;
/** E-mails (replies and forwards) one user may send per hour. */
export const MAX_MAILS_PER_USER_PER_HOUR = 60;

export const EMPTY_REPLY_MESSAGE = 'Please enter a reply message.';
export const MESSAGE_NOT_FOUND = 'Message Not Found';

/** Subject lines: the agent sees where the inquiry came from; the sender sees whom they wrote to. */
export const listingInquirySubject = (listingTitle: string) => `Inquiry about ${listingTitle}`;
export const PROFILE_CONTACT_SUBJECT = 'Contact from your profile';
export const sentProfileContactSubject = (agentName: string) => `Message to ${agentName}`;
